# Страницата за наставникот (/teacher на oware-server) и реченицата што ја гледа детето кога
# наставникот ќе ја затвори неговата соба. Ги читаат само страниците во прелистувачот.

teacher-title = Страница за наставникот
teacher-language = Јазик
teacher-code-label = Код на наставникот
teacher-code-help = Серверот го испишува кодот при секое стартување, во редот „teacher code:“.
teacher-sign-in = Најави се
teacher-sign-out = Одјави се
teacher-wrong-code = Тоа не е кодот на наставникот. Проверете го и обидете се повторно.
teacher-paused =
    { $minutes ->
        [one] Премногу погрешни кодови. Почекајте { $minutes } минута, па обидете се повторно.
       *[other] Премногу погрешни кодови. Почекајте { $minutes } минути, па обидете се повторно.
    }
teacher-rooms = Соби сега
teacher-no-rooms = Ниедна соба не е отворена.
teacher-room = Соба
teacher-game = Игра
teacher-south = Југ
teacher-north = Север
teacher-moves = Потези
teacher-turn = Кој е на ред или исход
teacher-captured = Фатени семиња
teacher-tux-level = Тукс, ниво { $level }
teacher-waiting = Чека другарче од одделението
teacher-guest = Гостин (без име)
teacher-left = Си замина
teacher-connected = На линија
teacher-disconnected = Не е на линија
teacher-close = Затвори
teacher-close-confirm = Да се затвори собата { $code }? Двајцата играчи ќе дознаат дека ја затворил наставникот.
teacher-closed = Собата { $code } е затворена.
teacher-finished = Игри завршени денес
teacher-no-finished = Денес сè уште не завршила ниедна игра.
teacher-won = { $winner } победи против { $loser }, { $score }.
teacher-drawn = { $south } и { $north } играа нерешено, { $score }.
teacher-reason-score = Еден играч имаше повеќе од половина од семињата.
teacher-reason-no-feed = Ниеден потег не можеше да даде семиња на празниот ред.
teacher-reason-repetition = Истата положба се враќаше пак и пак.
teacher-reason-no-capture-limit = Поминаа премногу потези без фаќање.
teacher-reason-empty-row = Еден ред куќи беше празен.
teacher-reason-endless = Еден потег никогаш немаше да заврши.
teacher-reason-no-move = Еден играч немаше повеќе семиња за играње.
teacher-class = Одделението денес
teacher-no-children = Денес сè уште ниедно дете не играло.
teacher-name = Име
teacher-beaten = Го победи Тукс до ниво { $level }
teacher-class-help = Секое поле покажува добиени / нерешени / изгубени игри, а потоа лекциите што детето ги завршило во таа игра. Лекциите ги пријавуваат компјутерите поврзани со овој сервер; игрите во прелистувачот немаат лекции.
teacher-lessons = Лекции: { $done } од { $total }
teacher-csv = Преземи ги игрите (CSV)
teacher-lessons-csv = Преземи ги лекциите (CSV)
teacher-forget = Заборави го одделението
teacher-forget-confirm = Да се избришат сите имиња и сите резултати од серверот? Ова не може да се врати.
teacher-forgotten = Одделението е заборавено: на серверот не остана ниту едно име ниту резултат.
teacher-closed-room = Наставникот ја затвори твојата игра. Можеш да започнеш нова.
classroom-away = { $player } засега не е во играта. Чекаме { $player } да се врати… Можеш и да се вратиш на Почетна.

# Турнирот на одделението: на страницата за наставникот, потоа на почетниот екран на секое дете.
# $name е името на детето како што го напишало; $round и $rounds ги бројат колата.
tournament-title = Турнир на одделението
tournament-setup-help = Изберете игра и децата што играат. Секое дете игра еднаш против секое друго, по една игра во коло; ако бројот на деца е непарен, едно дете се одмора во секое коло.
tournament-seeds = Семиња во секоја куќа
tournament-children = Деца што играат
tournament-no-candidates = Сè уште нема деца. Децата се појавуваат штом ќе ја отворат детската страница со своето име.
tournament-start = Започни го турнирот
tournament-started = Турнирот започна. Секое дете ја гледа својата прва игра.
tournament-pick-two = Изберете најмалку две деца.
tournament-going = Веќе тече турнир. Прво откажете го.
tournament-refused = Овие деца не можат да играат турнир: изберете од 2 до 16 деца, секое со име напишано на детската страница.
tournament-cancel = Откажи го турнирот
tournament-cancel-confirm = Да се откаже турнирот? Неговата табела се брише; игрите што траат продолжуваат како обични игри.
tournament-cancelled = Турнирот е откажан.
tournament-round = Коло { $round } од { $rounds }
tournament-over = Турнирот заврши.
tournament-place = Место
tournament-points = Бодови
tournament-played = Одиграни
tournament-won = Победи
tournament-drawn = Нерешени
tournament-lost = Порази
tournament-byes = Одмори
tournament-games = Игри
tournament-bye-of = { $name } се одмора во ова коло.
tournament-not-finished = { $south } против { $north }: играта трае.
tournament-csv = Преземи ја табелата (CSV)
tournament-rules = Победата носи 2 бода, нерешеното 1, поразот 0, колото за одмор ништо. Децата со ист број бодови се подредуваат според меѓусебните игри, потоа според фатените семиња, потоа според името.
tournament-name-help = Напиши го своето име за наставникот да може да те стави во турнирот на одделението.
tournament-name-save = Ова е моето име
tournament-heading = Турнир на одделението, коло { $round } од { $rounds }
tournament-next = Твојата следна игра: против { $name }
tournament-open = Играј ја оваа игра
tournament-bye = Во ова коло се одмораш. Твојата следна игра доаѓа во следното коло.
tournament-wait = Твојата игра во ова коло заврши. Следното коло почнува кога ќе завршат сите игри.
tournament-final = Турнирот заврши! Табелата:
tournament-points-of =
    { $points ->
        [one] { $points } бод
       *[other] { $points } бода
    }

# Ознака и она што го именува, во еден ред: „Оваре: Кој игра?“.
page-label-value = { $label }: { $value }

# Списокот на одделението: децата што наставникот ги додава еднаш, по групи, секое со шифра од
# три слики по ред; картичките за најава; напредокот низ неделите; задачите што ги дава
# наставникот. $name е името на детето како што го напишал наставникот.
roster-title = Список на одделението
roster-help = Додајте го секое дете еднаш, со неговата група. Секое дете добива шифра од слики: три слики по точен редослед, што детето ги допира за да се најави на детската страница или во активноста.
roster-add-name = Име
roster-add-group = Група
roster-add-code = Шифра од слики (три цифри од 1 до 9; оставете празно за случајна шифра)
roster-add = Додај го детето
roster-added = { $name } е на списокот на одделението. Испечатете ја картичката подолу.
roster-import-label = CSV-датотека со имиња и групи
roster-import-help = По едно дете во секој ред: име, група и, ако сакате, шифра од слики, на пример 427. Ако првиот ред е „name,group“, тој се прескокнува. Ако само еден ред е погрешен, не се увезува ништо.
roster-import = Увези ја датотеката
roster-imported =
    { $count ->
        [one] Додадено е { $count } дете. Испечатете ги картичките подолу.
       *[other] Додадени се { $count } деца. Испечатете ги картичките подолу.
    }
roster-bad-row = Редот { $line } од датотеката е погрешен ({ $reason }). Ништо не е увезено: поправете го редот и повторно увезете ја датотеката.
roster-reason-columns = потребни се име и група, а може да има уште само шифра од слики
roster-reason-name = името е празно или подолго од 40 знаци
roster-reason-group = групата е празна или подолга од 40 знаци
roster-reason-code = шифрата од слики мора да има три цифри од 1 до 9
roster-reason-quote = еден наводник не е затворен
roster-reason-empty = во датотеката нема ниедно дете
roster-reason-too-many = најмногу 500 деца одеднаш
roster-reason-file-too-long = датотеката е предолга
roster-reason-not-utf8 = зачувајте ја датотеката како UTF-8 текст
roster-no-children = На списокот на одделението сè уште нема ниедно дете.
roster-actions = Промени
roster-rename = Преименувај
roster-rename-prompt = Ново име за { $name }:
roster-renamed = Детето сега се вика { $name }.
roster-move = Група на { $name }
roster-new-code = Нова шифра
roster-new-code-made = { $name } има нова шифра од слики: испечатете ја новата картичка подолу. Старата картичка веќе не важи.
roster-delete = Избриши
roster-delete-confirm = Да се избрише { $name } трајно, заедно со сите резултати? Ова не може да се врати.
roster-deleted = Избришано: { $name }, заедно со сите резултати.
roster-guests = Децата можат да играат и без најавување, како гости (но никогаш на турнирот)
roster-guests-allowed = Гостите можат да играат.
roster-guests-refused = Сега можат да играат само децата од списокот на одделението.
roster-chapters-open = Сите поглавја за стратегија се отворени за секое дете (не мора прво да се заврши претходното поглавје)
roster-chapters-opened = Сега се отворени сите поглавја за стратегија.
roster-chapters-in-order = Поглавјата за стратегија повторно се отвораат едно по друго.
roster-retention = Колку дена да се чуваат резултатите
roster-retention-set =
    { $days ->
        [one] Резултатите се чуваат { $days } ден.
       *[other] Резултатите се чуваат { $days } дена.
    }
roster-sign-everyone-out = Одјави ги сите
roster-signed-everyone-out = Сите деца се одјавени, на секој таблет и компјутер.
roster-new-cards = Нови картички за целото одделение
roster-new-cards-confirm = Да добие секое дете нова шифра од слики? Старите картички ќе престанат да важат.
roster-new-cards-made = Секое дете има нова шифра од слики. Испечатете ги картичките подолу.
roster-error-bad-name = Името мора да има од 1 до 40 знаци.
roster-error-bad-code = Шифрата од слики мора да има три цифри од 1 до 9, на пример 427.
roster-error-bad-setting = Резултатите можат да се чуваат од 1 до 3650 дена.
roster-error-bad-assignment = Оваа задача не може да се даде: проверете ги бројките и за кого е наменета.
roster-error-no-such-child = Ова дете веќе не е на списокот на одделението.
roster-error-no-such-group = Оваа група веќе не е на списокот на одделението.
roster-error-not-saved = Серверот не можеше да го зачува ова. Ништо не се промени; обидете се повторно.
roster-cards-title = Картички за најава
roster-cards-help = Детето се најавува така што ја допира својата група, своето име, а потоа своите три слики по овој редослед. Серверот ги чува шифрите така што никој веќе не може да ги прочита: затоа испечатете ги картичките сега.
roster-cards-print = Испечати ги картичките
roster-cards-none = Картичките се појавуваат тука кога ќе додадете деца или ќе дадете нови шифри.
roster-picture-sun = Сонце
roster-picture-tree = Дрво
roster-picture-fish = Риба
roster-picture-flower = Цвет
roster-picture-apple = Јаболко
roster-picture-boat = Брод
roster-picture-star = Ѕвезда
roster-picture-cat = Мачка
roster-picture-ball = Топка
progress-title = Напредок на одделението
progress-help = Секое дете од списокот, во секоја игра: највисокото ниво на кое го победило Тукс, лекциите, загатките и ѕвездите од поглавјата за стратегија. Кликнете на име за да ја отворите страницата на детето и неговата историја.
progress-tux = Го победи Тукс на ниво { $level }
progress-tux-on = Го победи Тукс на ниво { $level } ({ $date })
progress-tux-none = Тукс сè уште не е победен
progress-games =
    { $games ->
        [one] { $games } партија, победи: { $wins }
       *[other] { $games } партии, победи: { $wins }
    }
progress-puzzles = Загатки: рејтинг { $rating }, решени { $solved } од { $tried }
progress-streak = најдобра низа { $streak }
progress-theme = решени { $solved } од { $tried }
progress-stars = Ѕвезди од поглавјата: { $stars }
progress-last = Последен пат: { $date }
progress-csv = Преземи го напредокот (CSV)
progress-back = Назад кон одделението
progress-print = Испечати го овој извештај
progress-child-title = { $name }, група { $group }
progress-nothing-yet = Сè уште ништо.
progress-history = Историја
progress-history-lesson = завршена лекција { $lesson }
progress-history-here = пријател на истиот компјутер
progress-history-won = победа, противник: { $opponent }, { $score }
progress-history-lost = пораз, противник: { $opponent }, { $score }
progress-history-draw = нерешено, противник: { $opponent }, { $score }
assignments-title = Задачи
assignments-none = Сè уште нема дадени задачи.
assignment-kind = Задача
assignment-kind-lessons = Лекции
assignment-kind-puzzles = Загатки
assignment-kind-chapter = Поглавје за стратегија
assignment-kind-beat-tux = Победи го Тукс
assignment-kind-classmate = Партија против другарче од одделението
assignment-first-lessons = Од лекција
assignment-second-lessons = До лекција
assignment-first-puzzles = Колку загатки
assignment-second-puzzles = Тема (оставете празно за која било)
assignment-first-chapter = Поглавје
assignment-second-chapter = (нема што да се пополни)
assignment-first-beat-tux = Ниво на Тукс
assignment-second-beat-tux = (нема што да се пополни)
assignment-first-classmate = (нема што да се пополни)
assignment-second-classmate = (нема што да се пополни)
assignment-for = За кого
assignment-for-class = Целото одделение
assignment-give = Дај ја задачата
assignment-given = Задачата е дадена. Се прикажува прва на почетниот екран на секое дете.
assignment-remove = Отстрани
assignment-remove-confirm = Да се отстрани задачата? Она што децата веќе го направиле останува.
assignment-lessons = лекции од { $from } до { $to }
assignment-puzzles =
    { $count ->
        [one] { $count } загатка
       *[other] { $count } загатки
    }
assignment-puzzles-theme =
    { $count ->
        [one] { $count } загатка на тема { $theme }
       *[other] { $count } загатки на тема { $theme }
    }
assignment-chapter = поглавјето „{ $chapter }“
assignment-beat-tux = победи го Тукс на ниво { $level }
assignment-classmate = партија против другарче од одделението
assignment-done = готово
assignment-progress = { $progress } од { $target }
assignment-done-count =
    Готово: { $done } од { $total ->
        [one] { $total } дете
       *[other] { $total } деца
    }

## The class's strategy chapters: the stars of each child's chapters.
teacher-chapters-title = Поглавја за стратегија
teacher-chapters-help = Поглавјата што секое дете ги започнало, во секоја игра: ѕвездите за секој предизвик (најмногу три) и завршените поглавја, во кои се совладани сите предизвици.
teacher-chapters-none = Ниедно дете сè уште нема освоено ѕвезда во поглавје за стратегија.
teacher-chapters-count = Завршени поглавја: { $done } од { $total }
teacher-chapters-stars = { $title }: { $stars } од { $total } ѕвезди
teacher-chapters-done = { $title }: завршено, { $stars } од { $total } ѕвезди
