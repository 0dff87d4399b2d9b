# Страницата за наставникот (/teacher на oware-server) и реченицата што ја гледа детето кога
# наставникот ќе ја затвори неговата соба. Ги читаат само страниците во прелистувачот.

teacher-title = Страница за наставникот
teacher-language = Јазик
teacher-code-label = Код на наставникот
teacher-code-help = Серверот го печати кодот при секое стартување, во редот „teacher code:“.
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
teacher-reason-empty-row = Еден ред дупчиња беше празен.
teacher-reason-endless = Еден потег никогаш немаше да заврши.
teacher-reason-no-move = Еден играч немаше повеќе семиња за играње.
teacher-class = Одделението денес
teacher-no-children = Денес сè уште ниедно дете не играло.
teacher-name = Име
teacher-beaten = Го победи Тукс до ниво { $level }
teacher-lessons-missing = Секое поле покажува добиени / нерешени / изгубени игри. Лекциите уште не се бројат тука: игрите во прелистувачот немаат лекции.
teacher-csv = Преземи ги игрите (CSV)
teacher-forget = Заборави го одделението
teacher-forget-confirm = Да се избришат сите имиња и сите резултати од серверот? Ова не може да се врати.
teacher-forgotten = Одделението е заборавено: на серверот не остана ниту едно име ниту резултат.
teacher-closed-room = Наставникот ја затвори твојата соба. Можеш да започнеш нова игра.
