# Зборовите што ги делат сите игри, на македонски: менито, копчињата, потезите, крајот.
# Она што припаѓа само на една игра е во oware.ftl, kalah.ftl, congkak.ftl и togyz.ftl.
# Читаат деца од 5 до 10 години, или наставник чита гласно:
# кратки реченици, по една мисла, топол тон.
# Број: [one] 1, 21, 101 семе; [other] 0, 2, 11, 12 семиња.
# Бројот е секогаш променлива ({ $count }), никогаш напишан во текстот.

language-name = Македонски

## Менито каде што се избира игра

suite-title = Игри со сеење
menu-choose = Избери игра!
menu-seeds = Семиња во секоја куќа
# Читачот на екран го чита ова на едно копче за бројот на семиња.
menu-seeds-choice =
    { $count ->
        [one] { $count } семе во секоја куќа
       *[other] { $count } семиња во секоја куќа
    }
menu-speed = Брзина на потезите
speed-slow = Бавно
speed-normal = Нормално
speed-fast = Брзо
# Кога таблата кажува што би направила куќата, пред да се одигра. Првиот избор го покажува
# тоа против првите нивоа на Тукс и кога две деца играат на ист екран.
menu-preview = Покажи што ќе направи потегот
menu-preview-first = Првите нивоа
menu-preview-always = Секогаш
menu-preview-never = Никогаш
menu-hints = Совети
menu-hints-none = Ниеден
menu-hints-per-game = { $count } по игра
menu-hints-unlimited = Неограничено
# Фонтот на сите зборови на екранот; изборите се вистинските имиња на фонтовите.
menu-font = Фонт
# Под изборот на фонтот, кога е избран OpenDyslexic, а јазикот на екранот останува со Andika.
menu-font-kept = На овој јазик зборовите остануваат во фонтот Andika: OpenDyslexic погрешно црта некои букви од овој јазик.
menu-settings = Поставки
menu-quit = Излез
# Читачот на екран го чита ова на картичката на играта: $game е името, $goal целта во еден ред.
# $age и $difficulty: речениците menu-age и menu-difficulty.
menu-card = { $game }. { $goal } { $age } { $difficulty }
# На картичката на играта: од која возраст децата обично ја сакаат (значката покажува „6+“).
menu-age = Од { $age } години.
# На картичката на играта: колку е тешка. $difficulty: easy, medium или hard.
menu-difficulty =
    { $difficulty ->
        [easy] Лесно се учи.
        [medium] Бара размислување.
       *[hard] Голем предизвик.
    }

## Играчи

player-you = Ти
player-tux = Тукс
player-south = Играч 1
player-north = Играч 2
# A classmate's name, as they typed it.
player-named = { $player }

## Буквите на куќите
# Буквите напишани на куќите и кажани во секоја реченица што именува куќа, по редот на сеењето:
# девет букви, одделени со празно место, по редот на азбуката. Првиот ред е на детето (долниот
# ред), со големи букви; вториот е другиот ред, со мали. Игра со помалку куќи ги зема првите букви.
# Двата реда немаат заедничка буква: в/В, г/Г, ѓ/Ѓ, ж/Ж и з/З се разликуваат само по големина,
# па горниот ред продолжува по азбуката (ј к л…). З (слично на 3), Ѕ, Љ, Њ и О (слично на 0) ги нема.

house-letters-south = А Б В Г Д Ѓ Е Ж И
house-letters-north = ј к л м н п р с т

## Лентата со копчиња: кратки имиња, ги читаат и читачите на екран.

bar-help = Помош
bar-hint = Совет
bar-undo = Врати
bar-restart = Нова игра
bar-level-down = Полесно
bar-level-up = Потешко
bar-mode-tux = Против Тукс
bar-mode-friends = Двајца играчи
bar-language = Јазик
bar-home = Почетна
bar-sound = Звук
bar-hint-count = Совет ({ $count })
bar-hint-none-left = Нема повеќе совети
bar-hint-left =
    { $count ->
        [one] Во оваа игра остана уште { $count } совет
       *[other] Во оваа игра останаа уште { $count } совети
    }
bar-hint-used-up = Во оваа игра нема повеќе совети: новата игра носи нови.
bar-sound-unavailable = Нема звук: не се најдени ни звучници ни слушалки
dialog-close = Затвори

## Прашање пред она што не може да се врати: излегување или ново ниво среде игра

confirm-quit = Дали навистина сакаш да излезеш?
confirm-quit-yes = Да, излези
confirm-quit-no = Не, останувам
confirm-easier = Сакаш полесно ниво? Оваа игра запира и почнува нова.
confirm-harder = Сакаш потешко ниво? Оваа игра запира и почнува нова.
confirm-restart = Сакаш да почнеш нова игра? Оваа игра запира.
confirm-level-yes = Да, нова игра
confirm-level-no = Не, продолжувам
confirm-home = Сакаш да се вратиш на почетната? Ако повторно ја избереш оваа игра, можеш да ја продолжиш.
confirm-home-yes = Да, на почетната

## Ред за состојбата

level-line = ниво { $level } од { $max }
turn-you = Ти си на ред!
turn-tux = Тукс размислува…
turn-player = { $player }, ти си на ред!

## Одбиени кликања

illegal-empty-house = Оваа куќа е празна. Избери куќа што има семиња.
illegal-not-your-house = Оваа куќа е во другиот ред. Избери една од твоите.
illegal-wait = Почекај малку. Тукс сѐ уште размислува.
illegal-game-over = Оваа игра заврши. Почни нова!

## Што се случи штотуку
## $house е буквата на куќата: А, Б, В… во долниот ред, ј, к, л… во горниот.

move-tux-played = Тукс ја одигра куќата { $house }.
move-you-played = Ти ја одигра куќата { $house }.
move-player-played = { $player } ја одигра куќата { $house }.
captured-you =
    { $count ->
        [one] Ти фати { $count } семе!
       *[other] Ти фати { $count } семиња!
    }
captured-tux =
    { $count ->
        [one] Тукс фати { $count } семе.
       *[other] Тукс фати { $count } семиња.
    }
captured-player =
    { $count ->
        [one] { $player } фати { $count } семе!
       *[other] { $player } фати { $count } семиња!
    }
hint-try = Пробај ја твојата куќа { $house }!
hint-thinking = Тукс бара добар потег…
undo-nothing = Нема потег што може да се врати.

## Уште еден потег, во игрите со амбар на патот на семињата (калах и конгкак)

extra-turn-you = Твоето последно семе падна во твојот амбар. Играј пак!
extra-turn-tux = Последното семе на Тукс падна во неговиот амбар. Тукс игра пак.
extra-turn-player = { $player }, твоето последно семе падна во твојот амбар. Играј пак!
# Другарчето на другиот компјутер, именувано за детето што ја чита реченицата.
extra-turn-classmate = { $player } игра пак: последното семе падна право во амбарот.

## Крај на играта

end-you-win = Ти победи! Браво!
end-tux-wins = Овој пат победи Тукс. Обиди се повторно!
end-draw = Нерешено!
# По пораз: $count се семињата што детето ги освоило.
end-cheer-lost = Сепак освои { $count ->
        [one] { $count } семе
       *[other] { $count } семиња
    }. Секоја игра те учи нешто ново!
end-player-wins = { $player } победи! Браво!
# $first: резултатот на победникот, прв зашто насловот веднаш над него го именува победникот
# (при нерешено, на редот на дното од екранот); $second на другиот играч.
end-score = Резултат: { $first } – { $second }
end-play-again = Играј повторно
end-next-level = Следно ниво
end-easier-level = Полесно ниво
end-look-back = Погледни ја партијата повторно
look-back-thinking = Тукс ги прегледува твоите потези…
look-back-nothing = Во оваа партија нема ништо за прегледување.
look-back-counter = Твојот потег { $number } од { $count }
look-back-previous = Претходен
look-back-next = Следен
look-back-done = Готово

## Имиња за читачите на екран
## Амбарот е местото каде што се чуваат семињата на играчот: амбарот во калах и конгкак,
## фатените семиња во оваре, казанот во тогиз кумалак.

# Чија е куќата: $owner е you, tux или player (тогаш $player е името на играчот).
house-playable =
    { $owner ->
        [you] Твојата куќа { $house }
        [tux] Куќата { $house } на Тукс
       *[player] { $player }: куќа { $house }
    }, { $count ->
        [one] { $count } семе
       *[other] { $count } семиња
    }, може да се игра
house-blocked =
    { $owner ->
        [you] Твојата куќа { $house }
        [tux] Куќата { $house } на Тукс
       *[player] { $player }: куќа { $house }
    }, { $count ->
        [one] { $count } семе
       *[other] { $count } семиња
    }, не може да се игра
store-you =
    { $count ->
        [one] Во твојот амбар има { $count } семе
       *[other] Во твојот амбар има { $count } семиња
    }
store-tux =
    { $count ->
        [one] Во амбарот на Тукс има { $count } семе
       *[other] Во амбарот на Тукс има { $count } семиња
    }
store-south =
    { $count ->
        [one] { player-south }: во амбарот има { $count } семе
       *[other] { player-south }: во амбарот има { $count } семиња
    }
store-north =
    { $count ->
        [one] { player-north }: во амбарот има { $count } семе
       *[other] { player-north }: во амбарот има { $count } семиња
    }

# Напишано на секој амбар и казан на таблата, во бојата на играчот: чиј е, со еден или
# два збора, бидејќи нема многу место. $player е името на играчот.
store-owner-you = Твој
store-owner-tux = На Тукс
store-owner-player = { $player }
kazan-owner-you = Твој
kazan-owner-tux = На Тукс
kazan-owner-player = { $player }

## Кој игра, и другарче на друг компјутер
## $player е името што другарчето само го напишало; $code е кодот на собата, на пр. 7KQ2MX.

bar-mode-classmate = Другарче
players-title = Кој игра?
players-here = Двајца играчи тука
players-classmate = Другарче на друг компјутер
classroom-title = Играј со другарче од одделението
classroom-name = Твоето име
classroom-host = Започни игра
classroom-join = Приклучи се на игра
classroom-code = Ова е кодот на твојата игра. Кажи му го на другарчето!
classroom-waiting = Го чекаме твоето другарче…
classroom-looking = Бараме игри во близина…
classroom-connecting = Се поврзуваме со играта…
classroom-nearby = Игри во близина. Избери една!
classroom-none = Нема игра во близина. Напиши го кодот на играта подолу.
classroom-room = { $player }: { $game } ({ $code })
classroom-type-code = Код на играта
classroom-cancel = Откажи
classroom-bad-name = Напиши кратко име, со букви или бројки.
classroom-unreachable = Не можеме да се поврземе со таа игра. Провери го кодот и обиди се пак.
classroom-lost = Врската е прекината. Се обидуваме пак…
classroom-left = { $player } ја напушти играта.
classroom-failed = Играта со другарчето запре.
classroom-closed-teacher = Наставникот ја затвори оваа игра.
turn-classmate = { $player } игра…
illegal-wait-classmate = Почекај малку. Другарчето игра.
store-classmate =
    { $count ->
        [one] { $player }: во амбарот има { $count } семе
       *[other] { $player }: во амбарот има { $count } семиња
    }

## Помош: наслови на деловите од правилата

help-heading-board = Таблата
help-heading-turn = Твој потег
help-heading-capture = Фаќање
help-heading-feed = Хранење на другиот ред
help-heading-again = Играш повторно
help-heading-last-seed = Каде паѓа последното семе
help-heading-tuzdyk = Туздик
help-heading-end = Крај на играта

## За наставникот: датотеката со поставки

settings-damaged = Датотеката со поставки не можеше да се прочита целосно: { $file }. Поставките што можеа да се прочитаат остануваат; другите се вратени на почетните вредности. Датотеката каква што беше е зачувана како { $copy }.
settings-damaged-not-kept = Датотеката со поставки не можеше да се прочита целосно: { $file }. Се користат поставките што можеа да се прочитаат; другите имаат почетни вредности додека датотеката не се поправи. Дотогаш промените не се зачувуваат.

## За наставникот: датотеката со завршени лекции и известувањето за оштетена датотека

progress-damaged = Датотеката со завршени лекции не можеше да се прочита целосно: { $file }. Лекциите што можеа да се прочитаат остануваат завршени; другите може да се направат повторно. Датотеката каква што беше е зачувана како { $copy }.
progress-damaged-not-kept = Датотеката со завршени лекции не можеше да се прочита целосно: { $file }. Лекциите што можеа да се прочитаат остануваат завршени. Не можеше да се направи копија од датотеката, па новите завршени лекции не се зачувуваат додека таа не се поправи.
notice-title = За наставникот

## Кој си ти? Најава во одделението во менито, со училишен сервер (--server).
## Читаат деца од 6 до 10 години: што помалку зборови, топол тон. Бројот е секогаш променлива.

who-open = Кој си ти?
who-title = Кој си ти?
who-tap-group = Допри ја својата група.
who-tap-name = Допри го своето име.
who-tap-pictures = Допри ги своите три слики.
who-back = Назад
who-pictures = Твоите слики
who-picture-sun = Сонце
who-picture-tree = Дрво
who-picture-fish = Риба
who-picture-flower = Цвет
who-picture-apple = Јаболко
who-picture-boat = Брод
who-picture-star = Ѕвезда
who-picture-cat = Мачка
who-picture-ball = Топка
who-tapped = Допрени слики: { $count } од три
who-asking = Само момент…
who-wrong =
    Не баш. Погледни ја својата картичка и обиди се повторно! { $count ->
        [one] Уште { $count } обид, па мал одмор.
       *[other] Уште { $count } обида, па мал одмор.
    }
who-paused =
    Време е за мал одмор! Обиди се повторно за { $count ->
        [one] { $count } секунда.
       *[other] { $count } секунди.
    }
who-unreachable = Сега не можеме да се поврземе со одделението. Обиди се пак малку подоцна.
who-empty = Тука сè уште нема никој. Прашај го наставникот.
who-signed-in = Ти си { $player }
who-sign-out = Одјави се
