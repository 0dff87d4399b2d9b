# Zagonetke i vježbe brojanja na stranici u pregledniku (oware-server). Čitaju ih samo stranice
# u pregledniku. Rečenice (coach-task-…, coach-why-…, coach-drill-…) bira poslužitelj
# (crates/phrases/src/coach.rs); oznake (coach-label-…) su gumbi i naslovi stranice.
# $house i $houses su slova kućica; $count, $taken, $best i $size brojevi zrna ili zagonetki.

## Što tražiti u zagonetki.
coach-task-captures = Pronađi potez koji osvaja najviše zrna.
coach-task-defence = Tux prijeti tvojim zrnima. Pronađi potez koji ih čuva.
coach-task-feeding = Nahrani Tuxa i svejedno ostani u prednosti.
coach-task-big-house = Tvoja velika kućica je spremna. Pronađi potez koji najviše dobiva.
coach-task-ending = Igra je pri kraju. Pronađi potez koji dobiva najviše zrna.
coach-task-extra-turn = Spusti zadnje zrno u svoje spremište, igraj ponovno i osvoji zrna.
coach-task-tuzdyk = Pronađi potez koji stvara tuzdik.
coach-task-best = Pronađi najbolji potez.

## Teme, za savjet i izbor zagonetki.
coach-theme-captures = Osvajanje
coach-theme-defence = Obrana
coach-theme-feeding = Hranjenje
coach-theme-big-house = Velika kućica
coach-theme-ending = Završnice
coach-theme-extra-turn = Dodatni potezi
coach-theme-tuzdyk = Tuzdik
coach-theme-best = Najbolji potez

## Ocjena poteza.
coach-solved = Bravo! Zagonetka je riješena iz prvog pokušaja.
coach-solved-again = Bravo! Zagonetka je riješena.
coach-right-more = Dobar potez! Pogledaj Tuxov odgovor, a onda pronađi svoj sljedeći potez.
coach-wrong = Nije ovaj. Pogledaj što Tux tada može, pa pokušaj ponovno.

## Zašto: brojevi objašnjenja riječima.
coach-why-captures =
    { $count ->
        [one] Kućica { $house } osvaja { $count } zrno.
       *[other] Kućica { $house } osvaja { $count } zrna.
    }
coach-why-quiet = Kućica { $house } čuva tvoja zrna.
coach-why-alternative =
    { $count ->
        [0] Kućica { $house } ne bi osvojila ništa, a onda bi Tux uzeo { $taken }.
        [one] Kućica { $house } osvojila bi { $count } zrno, a onda bi Tux uzeo { $taken }.
       *[other] Kućica { $house } osvojila bi { $count } zrna, a onda bi Tux uzeo { $taken }.
    }
coach-why-gain =
    { $count ->
        [one] Na kraju imaš { $count } zrno više od Tuxa.
       *[other] Na kraju imaš { $count } zrna više od Tuxa.
    }
coach-why-wrong =
    { $count ->
        [0] Kućica { $house } ne osvaja ništa, a onda Tux uzme { $taken }.
        [one] Kućica { $house } osvaja { $count } zrno, a onda Tux uzme { $taken }.
       *[other] Kućica { $house } osvaja { $count } zrna, a onda Tux uzme { $taken }.
    }
coach-why-wrong-plain =
    { $count ->
        [0] Kućica { $house } ne osvaja ništa, a Tux dobro odgovara.
        [one] Kućica { $house } osvaja { $count } zrno, ali Tux dobro odgovara.
       *[other] Kućica { $house } osvaja { $count } zrna, ali Tux dobro odgovara.
    }

## Ljestve savjeta.
coach-hint-theme = Razmisli o ovome: { $theme }.
coach-hint-house = Pokušaj sa svojom kućicom { $house }.
coach-hint-look = Pogledaj što bi učinila kućica { $house }.

## Nizovi.
coach-streak =
    { $count ->
        [one] { $count } zagonetka zaredom!
        [few] { $count } zagonetke zaredom!
       *[other] { $count } zagonetki zaredom!
    }
coach-streak-over =
    { $best ->
        [one] Tvoj niz staje na { $count }. Najbolji niz ti je { $best } zagonetka.
        [few] Tvoj niz staje na { $count }. Najbolji niz ti je { $best } zagonetke.
       *[other] Tvoj niz staje na { $count }. Najbolji niz ti je { $best } zagonetki.
    }

## Vježbe brojanja.
coach-drill-last-seed = Gdje pada zadnje zrno iz kućice { $house }? Dodirni kućicu ili svoje spremište.
coach-drill-captures = Koliko zrna osvaja kućica { $house }? Odaberi broj.
coach-drill-at-risk = Koje bi tvoje kućice Tux mogao osvojiti sljedećim potezom? Dodirni ih sve, pa provjeri.
coach-drill-right = Točno!
coach-drill-wrong = Ne baš. Pogledaj potez.
coach-drill-lands = Zadnje zrno pada u kućicu { $house }.
coach-drill-lands-store = Zadnje zrno pada u tvoje spremište.
coach-drill-captured =
    { $count ->
        [0] Ovaj potez ne osvaja ništa.
        [one] Ovaj potez osvaja { $count } zrno.
       *[other] Ovaj potez osvaja { $count } zrna.
    }
coach-drill-safe = Nijedna tvoja kućica ne može biti osvojena.
coach-drill-risky = Tux bi mogao osvojiti ove kućice: { $houses }.
coach-drill-bigger = Bravo! Sada kućice imaju do { $count } zrna.

## Gumbi i naslovi stranice.
coach-label-puzzles = Zagonetke
coach-label-drills = Brojanje
coach-label-title = Zagonetke: { $game }
coach-label-drills-title = Brojanje: { $game }
coach-label-try-again = Pokušaj ponovno
coach-label-hint = Savjet
coach-label-next = Sljedeća zagonetka
coach-label-next-drill = Sljedeće pitanje
coach-label-streak-start = Niz
coach-label-any = Bilo koja zagonetka
coach-label-rating = Rejting: { $rating }
coach-label-streak = Zaredom: { $count }
coach-label-best-streak = Najbolji niz: { $count }
coach-label-store = Tvoje spremište
coach-label-check = Provjeri
coach-label-none-found = U ovoj igri još nema takve zagonetke.
coach-label-kind-last-seed = Zadnje zrno
coach-label-kind-captures = Osvajanje
coach-label-kind-at-risk = U opasnosti
coach-label-teacher-heading = Zagonetke i brojanje
coach-label-teacher-game = Igra
coach-label-teacher-tried = Pokušane zagonetke
coach-label-teacher-solved = Riješene
coach-label-teacher-rating = Rejting
coach-label-teacher-best-streak = Najbolji niz
coach-label-teacher-themes = Po temama (riješene od pokušanih)
coach-label-teacher-drills = Brojanje (točno od pokušanih)
coach-label-teacher-none = Još nitko nije riješio zagonetku ni vježbu brojanja.
coach-label-house =
    { $count ->
        [one] Kućica { $house }, { $count } zrno
       *[other] Kućica { $house }, { $count } zrna
    }
coach-label-store-seeds =
    { $count ->
        [one] Spremište, { $count } zrno
       *[other] Spremište, { $count } zrna
    }

## Poglavlja strategije na stranici: njezini vlastiti gumbi i rečenice (ostali su iz igre
## na računalu, u chapter-screen.ftl).
coach-label-chapters-watch = Pogledaj ponovno
coach-label-chapters-next-stage = Sljedeći izazov
coach-label-chapters-list = Sva poglavlja
coach-label-chapters-house-refused = Ovu kućicu sada ne možeš odigrati. Odaberi neku drugu.
coach-label-chapters-not-now = Ovo se poglavlje sada ne može otvoriti. Pokušaj ponovno za trenutak.
