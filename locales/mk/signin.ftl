# Најава во одделението, задачите од наставникот и сопствениот напредок на детето, на македонски.
# Читатели се деца од 6 до 10 години, многу сè уште не читаат добро: што помалку зборови, топол тон.
# Детето се најавува со допир на својата група, своето име, па своите три слики по ред.

## Најава

signin-who = Кој си ти?
signin-tap-group = Допри ја својата група.
signin-tap-name = Допри го своето име.
signin-tap-pictures = Допри ги своите три слики.
signin-pictures = Твоите слики
signin-pictures-chosen =
    { $count ->
        [one] Допрена е { $count } слика од три
       *[other] Допрени се { $count } слики од три
    }
signin-back = Назад
signin-clear = Почни одново
signin-wrong = Не баш. Погледни ја својата картичка и обиди се повторно!
signin-paused =
    Време е за мал одмор! Обиди се повторно за { $minutes ->
        [one] една минута
       *[other] { $minutes } минути
    }.
signin-unreachable = Сега не можеме да се поврземе со одделението. Обиди се пак малку подоцна.
signin-no-guests = Најави се за да играш со своето одделение.
signin-sign-out = Одјави се
signin-ended-everyone = Наставникот ги одјави сите. Ти благодариме за играта!
signin-ended-new-code = Имаш нови слики! Побарај ја својата нова картичка од наставникот.
signin-ended-deleted = Списокот на одделението е променет. Ако не можеш да го најдеш своето име, прашај го наставникот.


## Задачите од наставникот, први на почетниот екран

signin-assignments = Од твојот наставник
signin-assignment-lessons = Лекции од { $from } до { $to }
signin-assignment-puzzles =
    { $count ->
        [one] { $count } загатка
       *[other] { $count } загатки
    }
signin-assignment-chapter = Поглавје за стратегија
signin-assignment-beat-tux = Победи го Тукс на ниво { $level }
signin-assignment-classmate = Одиграј партија со другарче од одделението
signin-assignment-progress = { $progress } од { $target }
signin-assignment-done = Готово!

## Мојот напредок

signin-progress = Мојот напредок
signin-progress-tux = Ти го победи Тукс на ниво { $level }
signin-progress-tux-none = Тукс сè уште не е победен
signin-progress-lessons = Завршени лекции: { $done } од { $all }
signin-progress-puzzles = Решени загатки: { $solved }
signin-progress-chapters = Ѕвезди во поглавјата за стратегија: { $stars }
signin-progress-none = Тука сè уште нема ништо. Одиграј партија!
