# Prijava u razred, zadaci koje daje učitelj i djetetov vlastiti napredak, na hrvatskom.
# Čitaju djeca od 6 do 10 godina, mnoga još ne čitaju dobro: što manje riječi, topao ton.
# Dijete se prijavljuje dodirom svoje skupine, svojeg imena, pa svojih triju sličica redom.

## Prijava

signin-who = Tko si ti?
signin-tap-group = Dodirni svoju skupinu.
signin-tap-name = Dodirni svoje ime.
signin-tap-pictures = Dodirni svoje tri sličice.
signin-pictures = Tvoje sličice
signin-pictures-chosen =
    { $count ->
        [one] Dodirnuta je { $count } sličica od tri
        [few] Dodirnute su { $count } sličice od tri
       *[other] Dodirnuto je { $count } sličica od tri
    }
signin-back = Natrag
signin-clear = Ispočetka
signin-wrong = Nije baš to. Pogledaj svoju karticu i pokušaj ponovno!
signin-paused =
    Vrijeme je za mali odmor! Pokušaj ponovno za { $minutes ->
        [one] { $minutes } minutu
        [few] { $minutes } minute
       *[other] { $minutes } minuta
    }.
signin-unreachable = Veza s razredom sada ne radi. Pokušaj ponovno malo kasnije.
signin-no-guests = Prijavi se i igraj sa svojim razredom.
signin-sign-out = Odjavi se
signin-ended-everyone = Svi su odjavljeni. Hvala ti na igri!
signin-ended-new-code = Imaš nove sličice! Zamoli učiteljicu ili učitelja za svoju novu karticu.
signin-ended-deleted = Popis razreda se promijenio. Ako ne možeš pronaći svoje ime, zamoli učiteljicu ili učitelja za pomoć.


## Zadaci od učitelja, prvi na početnom zaslonu

signin-assignments = Zadaci za tebe
signin-assignment-lessons = Lekcije od { $from } do { $to }
signin-assignment-puzzles =
    { $count ->
        [one] { $count } zagonetka
        [few] { $count } zagonetke
       *[other] { $count } zagonetki
    }
signin-assignment-chapter = Poglavlje o strategiji
signin-assignment-beat-tux = Pobijedi Tuxa na razini { $level }
signin-assignment-classmate = Odigraj igru s nekim iz razreda
signin-assignment-progress = { $progress } od { $target }
signin-assignment-done = Gotovo!

## Moj napredak

signin-progress = Moj napredak
signin-progress-tux = Tux je pobijeđen na razini { $level }
signin-progress-tux-none = Tux još nije pobijeđen
signin-progress-lessons = Gotove lekcije: { $done } od { $all }
signin-progress-puzzles = Riješene zagonetke: { $solved }
signin-progress-chapters = Zvjezdice u poglavljima o strategiji: { $stars }
signin-progress-none = Ovdje još nema ničega. Odigraj igru!
