# Zagonetke i vježbe brojanja, na hrvatskom.
# Zagonetka je trenutak iz prave partije s jednim jasno najboljim potezom; vježba brojanja
# postavlja malo pitanje o jednom potezu, za najmlađe.
# Čitaju djeca od 6 do 10 godina: kratke rečenice, jedna misao u svakoj, topao ton.
# $house je slovo kućice (A, B, C… u donjem redu, a, b, c… u gornjem); broj je uvijek
# varijabla, nikad napisan u tekstu.

## Gumbi i redak iznad ploče

puzzles-open = Zagonetke
# Gumb za zagonetke ispod kartice igre, za čitač zaslona.
puzzles-card = Zagonetke za { $game }: tvoj rejting je { $rating }
# Tamo gdje je inače razina, za vrijeme zagonetke.
puzzles-heading = Zagonetka · tvoj rejting { $rating } · najbolji niz { $best }
puzzles-heading-own = Zagonetka iz tvoje partije · tvoj rejting { $rating }
puzzles-heading-streak = Niz: { $count } zaredom · najbolji { $best }
puzzles-hint = Savjet
puzzles-retry = Pokušaj ponovno
puzzles-next = Sljedeća zagonetka
puzzles-streak = Niz
# Gumb teme: $theme je jedan od naziva tema ispod.
puzzles-theme = Tema: { $theme }
puzzles-theme-all = sve
puzzles-theme-captures = osvajanje
puzzles-theme-defence = obrana
puzzles-theme-feeding = hranjenje
puzzles-theme-big-house = velike kućice
puzzles-theme-ending = završnice
puzzles-theme-extra-turn = dodatni potezi
puzzles-theme-tuzdyk = tuzdik
puzzles-none = Ovdje nema zagonetke s tom temom. Izaberi drugu temu!
puzzles-drills = Brojanje

## Što tražiti: zadatak, prema prvoj temi zagonetke

puzzle-task-captures = Nađi potez koji osvaja najviše zrna.
puzzle-task-captures-line = Misli unaprijed: nađi poteze koji zajedno osvajaju najviše zrna.
puzzle-task-defence = Tux prijeti tvojoj kućici { $house }: sačuvaj svoja zrna!
puzzle-task-defence-any = Tux prijeti tvojim zrnima: sačuvaj ih!
puzzle-task-feeding = Tux nema više zrna. Nahrani Tuxa i ipak pobijedi!
puzzle-task-big-house = Jedna tvoja kućica puna je zrna. Nađi kako je najbolje posijati!
puzzle-task-ending = Igra je skoro gotova. Nađi potez koji osvaja najviše zrna!
puzzle-task-extra-turn = Nađi potez nakon kojeg opet igraš.
puzzle-task-tuzdyk = Nađi potez koji ti donosi tuzdik.
# Dodaje se zadatku kad dijete igra više od jednog poteza.
puzzle-task-line = Tux će odgovoriti. Igraj dalje dok zagonetka ne završi.

## Kako je potez prošao

puzzle-right = Da, bravo!
puzzle-go-on = Točno! Tux je odgovorio: opet si ti na potezu.
puzzle-solved = Zagonetka je riješena!
puzzle-solved-helped = Zagonetka je riješena! Sljedeći put probaj bez pomoći.
puzzle-wrong = Nije taj. Pogledaj što Tux može nakon njega.
puzzle-try-again = Pritisni „Pokušaj ponovno“ i pogledaj još jednom.

## Zašto: brojevi pretrage, riječima
## $house je odigrana kućica, $other neka druga kućica, $count osvojena zrna,
## $taken zrna koja Tux zatim uzme, $gain zrna dobivena u cijeloj zagonetki.

puzzle-why-captures =
    { $count ->
        [one] Kućica { $house } osvaja { $count } zrno.
        [few] Kućica { $house } osvaja { $count } zrna.
       *[other] Kućica { $house } osvaja { $count } zrna.
    }
puzzle-why-quiet = Kućica { $house } sada ne osvaja ništa.
puzzle-why-other = Kućica { $other } osvojila bi { $count }, a onda Tux uzima { $taken }.
# Said instead when Tux would take nothing.
puzzle-why-other-safe = Kućica { $other } osvojila bi { $count }, a Tux ne bi uzeo ništa.
puzzle-why-gain =
    { $gain ->
        [one] Na kraju imaš { $gain } zrno više od Tuxa.
        [few] Na kraju imaš { $gain } zrna više od Tuxa.
       *[other] Na kraju imaš { $gain } zrna više od Tuxa.
    }
puzzle-why-tux-takes =
    { $taken ->
        [one] Onda Tux uzima { $taken } zrno.
        [few] Onda Tux uzima { $taken } zrna.
       *[other] Onda Tux uzima { $taken } zrna.
    }

## Ljestve savjeta: tema, pa kućica, pa što kućica radi

puzzle-hint-captures = Savjet: pogledaj gdje pada svako zadnje zrno. Koje osvaja najviše?
puzzle-hint-defence = Savjet: koju tvoju kućicu Tux može osvojiti? Pomakni ta zrna ili napuni kućicu.
puzzle-hint-feeding = Savjet: Tuxu trebaju zrna, ali nemoj mu dati previše.
puzzle-hint-big-house = Savjet: prebroji dokle sežu zrna tvoje najpunije kućice.
puzzle-hint-ending = Savjet: prebroji zrna koja su ostala na ploči.
puzzle-hint-extra-turn = Savjet: traži zadnje zrno koje pada u tvoje spremište.
puzzle-hint-tuzdyk = Savjet: traži zadnje zrno koje u kućici Tuxova reda napravi tri zrna.
puzzle-hint-house = Savjet: pogledaj svoju kućicu { $house }.

## Niz: zagonetke jedna za drugom, sve teže, do prve pogreške

puzzles-streak-over = Niz je gotov nakon { $count }. Tvoj najbolji niz je { $best }.
puzzles-streak-best = Novi najbolji niz: { $count }!

## Vježbe brojanja

drill-last-seed = Gdje pada zadnje zrno kućice { $house }? Dodirni tu kućicu.
drill-last-seed-store = Gdje pada zadnje zrno kućice { $house }? Dodirni tu kućicu ili svoje spremište.
drill-captures = Koliko zrna osvaja kućica { $house }? Izaberi broj.
drill-at-risk = Koje tvoje kućice Tux može osvojiti sljedećim potezom? Dodirni ih sve, pa U redu.
drill-right = Točno!
drill-wrong = Nije baš. Gledaj kako zrna idu.
drill-answer-house = Zadnje zrno pada u kućicu { $house }.
drill-answer-store = Zadnje zrno pada u tvoje spremište.
drill-answer-none = Tux ne može osvojiti nijednu tvoju kućicu.
# $house nabraja kućice: „A, C“.
drill-answer-at-risk = Tux može osvojiti tvoje kućice { $house }.
drill-bigger = Bravo! Sad su kućice punije.
drill-next = Sljedeće pitanje
drill-ok = U redu
drill-store = Tvoje spremište
