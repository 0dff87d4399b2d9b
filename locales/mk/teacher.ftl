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
