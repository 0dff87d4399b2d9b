# Загатките и вежбите за броење на страницата во прелистувачот (oware-server). Ги читаат само
# страниците во прелистувачот. Речениците (coach-task-…, coach-why-…, coach-drill-…) ги избира
# серверот (crates/phrases/src/coach.rs); ознаките (coach-label-…) се копчињата и насловите на
# страницата. $house и $houses се букви на куќи; $count, $taken, $best и $size се броеви.

## Што да се бара во загатката.
coach-task-captures = Најди го потегот што фаќа најмногу семиња.
coach-task-defence = Тукс им се заканува на твоите семиња. Најди го потегот што ги чува.
coach-task-feeding = Нахрани го Тукс и сепак остани во предност.
coach-task-big-house = Твојата голема куќа е подготвена. Најди го потегот што добива најмногу.
coach-task-ending = Играта е речиси готова. Најди го потегот што добива најмногу семиња.
coach-task-extra-turn = Спушти го последното семе во својот амбар, играј повторно и добиј семиња.
coach-task-tuzdyk = Најди го потегот што прави туздик.
coach-task-best = Најди го најдобриот потег.

## Темите, за советот и изборот на загатки.
coach-theme-captures = Фаќање
coach-theme-defence = Одбрана
coach-theme-feeding = Хранење
coach-theme-big-house = Голема куќа
coach-theme-ending = Завршници
coach-theme-extra-turn = Дополнителни потези
coach-theme-tuzdyk = Туздик
coach-theme-best = Најдобар потег

## Оценката.
coach-solved = Браво! Загатката е решена од прв обид.
coach-solved-again = Браво! Загатката е решена.
coach-right-more = Добар потег! Види го одговорот на Тукс, па најди го твојот следен потег.
coach-wrong = Не е тој. Види што може Тукс тогаш, и обиди се повторно.

## Зошто: броевите на објаснувањето со зборови.
coach-why-captures =
    { $count ->
        [one] Куќата { $house } фаќа { $count } семе.
       *[other] Куќата { $house } фаќа { $count } семиња.
    }
coach-why-quiet = Куќата { $house } ги чува твоите семиња.
coach-why-alternative =
    { $count ->
        [0] Куќата { $house } не би фатила ништо, а потоа Тукс би зел { $taken }.
        [one] Куќата { $house } би фатила { $count } семе, а потоа Тукс би зел { $taken }.
       *[other] Куќата { $house } би фатила { $count } семиња, а потоа Тукс би зел { $taken }.
    }
coach-why-gain =
    { $count ->
        [one] На крајот имаш { $count } семе повеќе од Тукс.
       *[other] На крајот имаш { $count } семиња повеќе од Тукс.
    }
coach-why-wrong =
    { $count ->
        [0] Куќата { $house } не фаќа ништо, а потоа Тукс зема { $taken }.
        [one] Куќата { $house } фаќа { $count } семе, а потоа Тукс зема { $taken }.
       *[other] Куќата { $house } фаќа { $count } семиња, а потоа Тукс зема { $taken }.
    }
coach-why-wrong-plain =
    { $count ->
        [0] Куќата { $house } не фаќа ништо, а Тукс добро одговара.
        [one] Куќата { $house } фаќа { $count } семе, но Тукс добро одговара.
       *[other] Куќата { $house } фаќа { $count } семиња, но Тукс добро одговара.
    }

## Скалилата на советите.
coach-hint-theme = Размисли за ова: { $theme }.
coach-hint-house = Обиди се со твојата куќа { $house }.
coach-hint-look = Види што би направила куќата { $house }.

## Низите.
coach-streak =
    { $count ->
        [one] { $count } загатка по ред!
       *[other] { $count } загатки по ред!
    }
coach-streak-over =
    { $best ->
        [one] Твојата низа застана на { $count }. Твојата најдобра низа е { $best } загатка.
       *[other] Твојата низа застана на { $count }. Твојата најдобра низа е { $best } загатки.
    }

## Вежбите за броење.
coach-drill-last-seed = Каде паѓа последното семе од куќата { $house }? Допри ја куќата или твојот амбар.
coach-drill-captures = Колку семиња фаќа куќата { $house }? Избери го бројот.
coach-drill-at-risk = Кои твои куќи би можел Тукс да ги фати следно? Допри ги сите, па провери.
coach-drill-right = Точно!
coach-drill-wrong = Не баш. Види го потегот.
coach-drill-lands = Последното семе паѓа во куќата { $house }.
coach-drill-lands-store = Последното семе паѓа во твојот амбар.
coach-drill-captured =
    { $count ->
        [0] Овој потег не фаќа ништо.
        [one] Овој потег фаќа { $count } семе.
       *[other] Овој потег фаќа { $count } семиња.
    }
coach-drill-safe = Ниту една твоја куќа не може да биде фатена.
coach-drill-risky = Тукс би можел да ги фати овие куќи: { $houses }.
coach-drill-bigger =
    { $count ->
        [one] Браво! Сега куќи со најмногу { $count } семе.
       *[other] Браво! Сега куќи со најмногу { $count } семиња.
    }

## Копчињата и насловите на страницата.
coach-label-puzzles = Загатки
coach-label-drills = Броење
coach-label-title = Загатки: { $game }
coach-label-drills-title = Броење: { $game }
coach-label-try-again = Обиди се повторно
coach-label-hint = Совет
coach-label-next = Следна загатка
coach-label-next-drill = Следно прашање
coach-label-streak-start = Низа
coach-label-any = Која било загатка
coach-label-rating = Рејтинг: { $rating }
coach-label-streak = По ред: { $count }
coach-label-best-streak = Најдобра низа: { $count }
coach-label-store = Твојот амбар
coach-label-check = Провери
coach-label-none-found = Во оваа игра сè уште нема ваква загатка.
coach-label-kind-last-seed = Последно семе
coach-label-kind-captures = Фаќање
coach-label-kind-at-risk = Во опасност
coach-label-teacher-heading = Загатки и броење
coach-label-teacher-game = Игра
coach-label-teacher-tried = Пробани загатки
coach-label-teacher-solved = Решени
coach-label-teacher-rating = Рејтинг
coach-label-teacher-best-streak = Најдобра низа
coach-label-teacher-themes = По теми (решени од пробани)
coach-label-teacher-drills = Броење (точни од пробани)
coach-label-teacher-none = Сè уште ниедно дете нема решено загатка или вежба за броење.
coach-label-house =
    { $count ->
        [one] Куќа { $house }, { $count } семе
       *[other] Куќа { $house }, { $count } семиња
    }
coach-label-store-seeds =
    { $count ->
        [one] Амбар, { $count } семе
       *[other] Амбар, { $count } семиња
    }

## Поглавјата за стратегија на страницата: нејзините копчиња и реченици (другите се од
## играта на компјутер, во chapter-screen.ftl).
coach-label-chapters-watch = Погледни пак
coach-label-chapters-next-stage = Следен предизвик
coach-label-chapters-list = Сите поглавја
coach-label-chapters-house-refused = Оваа куќа не може да се игра сега. Избери друга.
coach-label-chapters-not-now = Ова поглавје не може да се отвори сега. Обиди се пак малку подоцна.
