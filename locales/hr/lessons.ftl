# Pomoć pri učenju, na hrvatskom: vođene lekcije, pregled poteza, pogled unatrag na
# završenu igru i ponuda lakše razine.
# Čitatelji su djeca od 5 do 10 godina: kratke rečenice, jedna misao u svakoj.
# $house je slovo kućice (A, B, C… dolje, a, b, c… gore); broj je uvijek varijabla.

## Riječi oko lekcija

lessons-open = Lekcije
lessons-counter = Lekcija { $level } od { $max }
lessons-next = Sljedeća lekcija
lessons-retry = Pokušaj ponovno
lessons-all-done = Sve lekcije ove igre su gotove! Sad probaj pravu igru protiv Tuxa.
lessons-play = Igraj partiju
lessons-card = Lekcije za { $game }: riješeno { $count } od { $max }
# Popis lekcija igre: $number broji od 1, $title je naslov lekcije.
lessons-item = { $number }. { $title }
lessons-item-done = { $number }. { $title }, gotova

## Lekcije koje dijeli više igara
## U zadatku je $house kućica koju treba odigrati. Nakon poteza $house je odigrana
## kućica, a $count zrna koja je osvojila.

lesson-sow-title = Sijanje
lesson-sow-task = Posij zrna iz kućice { $house }: uzmi ih sva i spuštaj ih jedno po jedno u sljedeće kućice.
lesson-sow-wrong = To je bila kućica { $house }. Nađi kućicu sa slovom iz zadatka i pokušaj ponovno.
lesson-sow-right = Bravo! Zrna su išla jedno po jedno, svako u sljedeću kućicu.

lesson-most-title = Najveći ulov
lesson-most-task = Ovdje više poteza osvaja zrna. Nađi onaj koji osvaja najviše!
lesson-most-wrong =
    { $count ->
        [one] Kućica { $house } osvaja { $count } zrno. Neka druga kućica osvaja više. Prebroji ponovno!
        [few] Kućica { $house } osvaja { $count } zrna. Neka druga kućica osvaja više. Prebroji ponovno!
       *[other] Kućica { $house } osvaja { $count } zrna. Neka druga kućica osvaja više. Prebroji ponovno!
    }
# Kad odigrana kućica ništa ne osvaja.
lesson-most-wrong-none = Kućica { $house } ništa ne osvaja. Neke druge kućice osvajaju: nađi onu koja osvaja najviše!
lesson-most-right =
    { $count ->
        [one] Da! { $count } zrno, najveći ulov!
        [few] Da! { $count } zrna, najveći ulov!
       *[other] Da! { $count } zrna, najveći ulov!
    }

lesson-win-title = Pobjednički potez
lesson-win-task = Jedan potez odmah dobiva igru. Možeš li ga naći?
lesson-win-wrong = Još ne: nakon kućice { $house } igra se nastavlja. Traži potez koji je dobiva.
lesson-win-right = Igra je tvoja! Bravo!

# Kalah i congkak.
lesson-again-title = Igraj još jednom
lesson-again-task = Nađi kućicu čije zadnje zrno pada u tvoje spremište. Tada igraš još jednom!
lesson-again-wrong = Zadnje zrno iz kućice { $house } ne pada u tvoje spremište. Prebroji korake od kućice do spremišta.
lesson-again-right = Ravno u spremište! Igraš još jednom.

## Oware

lesson-oware-capture-title = Osvajanje
lesson-oware-capture-task = Neka tvoje zadnje zrno padne u drugi red, u kućicu u kojoj tada budu dva ili tri zrna. Osvajaš ih!
lesson-oware-capture-wrong = Kućica { $house } ništa ne osvaja. Pogledaj gdje pada njezino zadnje zrno: u toj kućici tada moraju biti dva ili tri zrna.
lesson-oware-capture-right =
    { $count ->
        [one] Osvajaš { $count } zrno!
        [few] Osvajaš { $count } zrna!
       *[other] Osvajaš { $count } zrna!
    }

lesson-oware-double-title = Dvije odjednom
lesson-oware-double-task = Osvoji dvije kućice jednim potezom! Osvaja se i kućica prije zadnje, ako i u njoj budu dva ili tri zrna.
lesson-oware-double-wrong = Kućica { $house } ne osvaja dvije kućice. Nađi potez koji ostavlja dva ili tri zrna u dvjema susjednim kućicama.
lesson-oware-double-right =
    { $count ->
        [one] Dvije kućice odjednom: { $count } zrno!
        [few] Dvije kućice odjednom: { $count } zrna!
       *[other] Dvije kućice odjednom: { $count } zrna!
    }

lesson-oware-lap-title = Cijeli krug
lesson-oware-lap-task = Kućica s { $lap } ili više zrna ide oko cijele ploče. Posij njezina zrna i gledaj početnu kućicu!
lesson-oware-lap-wrong = Kućica { $house } ne ide oko cijele ploče. Nađi kućicu s najviše zrna.
lesson-oware-lap-right = Pogledaj: početna kućica je preskočena. Ostaje prazna.

lesson-oware-grand-slam-title = Ostavi mu zrno
lesson-oware-grand-slam-task = Osvoji nekoliko zrna. Ali pazi: osvajanje koje bi uzelo sva zrna iz drugog reda ne uzima ništa!
lesson-oware-grand-slam-wrong = Kućica { $house } ništa ne osvaja. Osvajanje koje bi uzelo sva zrna iz drugog reda ne uzima ništa.
lesson-oware-grand-slam-right =
    { $count ->
        [one] Bravo! Osvajaš { $count } zrno, a drugi igrač još ima čime igrati.
        [few] Bravo! Osvajaš { $count } zrna, a drugi igrač još ima čime igrati.
       *[other] Bravo! Osvajaš { $count } zrna, a drugi igrač još ima čime igrati.
    }

lesson-oware-feed-title = Hranjenje
lesson-oware-feed-task = Drugi red je prazan! Moraš mu dati zrna. Nađi kućicu čija zrna stižu do njega.
lesson-oware-feed-wrong = Zrna iz kućice { $house } ne stižu do drugog reda. Nađi kućicu s više zrna, bližu njemu.
lesson-oware-feed-right = Hvala! Sad drugi igrač ima zrna za igru.

## Kalah

lesson-kalah-store-title = Tvoje spremište
lesson-kalah-store-task = Tvoje spremište je velika jama na desnom kraju tvog reda, u tvojoj boji. Tvoja zrna prolaze kroz njega. Nađi potez koji u njega spušta zrno.
lesson-kalah-store-wrong = Zrna iz kućice { $house } staju prije tvog spremišta. Nađi kućicu s dovoljno zrna da stignu do njega.
lesson-kalah-store-right = Zrno u tvom spremištu! Ostaje ondje do kraja igre.

lesson-kalah-capture-title = Osvajanje
lesson-kalah-capture-task = Neka tvoje zadnje zrno padne u praznu kućicu u tvom redu. Osvajaš ga, zajedno sa zrnima nasuprot!
lesson-kalah-capture-wrong = Zadnje zrno iz kućice { $house } ne pada u tvoju praznu kućicu. Potraži praznu kućicu u svom redu.
lesson-kalah-capture-right =
    { $count ->
        [one] Osvajaš { $count } zrno! Ide u tvoje spremište.
        [few] Osvajaš { $count } zrna! Idu u tvoje spremište.
       *[other] Osvajaš { $count } zrna! Idu u tvoje spremište.
    }

lesson-kalah-round-title = Cijeli krug
lesson-kalah-round-task = U kalahu se dugi potez vraća u kućicu iz koje je krenuo. Nađi kućicu s dovoljno zrna da se vrati kući.
lesson-kalah-round-wrong = Zrna iz kućice { $house } ne vraćaju se u nju. Nađi kućicu s najviše zrna.
lesson-kalah-round-right =
    { $count ->
        [one] Opet kod kuće! Zadnje zrno palo je u praznu početnu kućicu i osvajaš { $count } zrno.
        [few] Opet kod kuće! Zadnje zrno palo je u praznu početnu kućicu i osvajaš { $count } zrna.
       *[other] Opet kod kuće! Zadnje zrno palo je u praznu početnu kućicu i osvajaš { $count } zrna.
    }

## Congkak

lesson-congkak-relay-title = Sij dalje
lesson-congkak-relay-task = Kad tvoje zadnje zrno padne na druga zrna, uzimaš ih sva i siješ dalje. Nađi potez koji to radi!
lesson-congkak-relay-wrong = Zadnje zrno iz kućice { $house } ne pada na druga zrna. Traži potez koji završava u kućici sa zrnima.
lesson-congkak-relay-right = Put se sam nastavio! Uvijek gledaj gdje pada zadnje zrno.

lesson-congkak-capture-title = Osvajanje
lesson-congkak-capture-task = Neka tvoje zadnje zrno padne u praznu kućicu u tvom redu. Osvajaš ga, zajedno sa zrnima nasuprot!
lesson-congkak-capture-wrong = Zadnje zrno iz kućice { $house } ne staje u tvojoj praznoj kućici. Potraži praznu kućicu u svom redu.
lesson-congkak-capture-right =
    { $count ->
        [one] Osvajaš { $count } zrno!
        [few] Osvajaš { $count } zrna!
       *[other] Osvajaš { $count } zrna!
    }

lesson-congkak-relay-capture-title = Dugo putovanje
lesson-congkak-relay-capture-task = Nađi potez u kojem zrna najprije padnu na druga zrna i putuju dalje, a zatim stanu u tvojoj praznoj kućici. Tada osvajaš!
lesson-congkak-relay-capture-wrong = Kućica { $house } ne radi oboje. Prati zrna: prvo na druga zrna, onda u tvoju praznu kućicu.
lesson-congkak-relay-capture-right =
    { $count ->
        [one] Kakvo putovanje! Nakon duge sjetve osvajaš { $count } zrno.
        [few] Kakvo putovanje! Nakon duge sjetve osvajaš { $count } zrna.
       *[other] Kakvo putovanje! Nakon duge sjetve osvajaš { $count } zrna.
    }

## Togyz kumalak

lesson-togyz-sow-title = Sijanje
lesson-togyz-sow-task = Posij zrna iz kućice { $house }. Pazi na prvo zrno: vraća se u kućicu iz koje je došlo!
lesson-togyz-sow-wrong = To je bila kućica { $house }. Nađi kućicu sa slovom iz zadatka i pokušaj ponovno.
lesson-togyz-sow-right = Bravo! Prvo zrno ostalo je kod kuće, a ostala su išla jedno po jedno.

lesson-togyz-even-title = Paran broj
lesson-togyz-even-task = Neka tvoje zadnje zrno padne u drugi red, u kućicu u kojoj tada bude paran broj zrna: dva, četiri, šest… Osvajaš ih sva!
lesson-togyz-even-wrong = Kućica { $house } ne završava na parnom broju u drugom redu. Prebroji zrna ondje gdje pada njezino zadnje zrno.
lesson-togyz-even-right =
    { $count ->
        [one] Paran broj! Osvajaš { $count } zrno.
        [few] Paran broj! Osvajaš { $count } zrna.
       *[other] Paran broj! Osvajaš { $count } zrna.
    }

lesson-togyz-tuzdyk-title = Tuzdik
lesson-togyz-tuzdyk-task = Neka tvoje zadnje zrno padne u drugi red, u kućicu u kojoj tada budu točno tri zrna. Ona postaje tvoj tuzdik!
lesson-togyz-tuzdyk-wrong = Kućica { $house } ne stvara tuzdik. Nađi potez čije zadnje zrno padne u kućicu drugog reda u kojoj tada budu točno tri zrna.
lesson-togyz-tuzdyk-right = Imaš tuzdik! Od sada svako zrno koje padne u njega ide u tvoj kazan.

lesson-togyz-ninth-title = Nikad zadnja kućica
lesson-togyz-ninth-task = Napravi opet tuzdik. Pazi: zadnja kućica u redu nikad ne može postati tuzdik!
lesson-togyz-ninth-wrong = Kućica { $house } ne stvara tuzdik. Tri zrna u zadnjoj kućici reda ne vrijede. Probaj drugu kućicu.
lesson-togyz-ninth-right = Tako je! Tvoj tuzdik nije zadnja kućica u redu, pa vrijedi.

lesson-togyz-through-title = Tuzdik radi za tebe
lesson-togyz-through-task = Imaš tuzdik u drugom redu. Posij zrno u njega: to zrno ide ravno u tvoj kazan!
lesson-togyz-through-wrong = Zrna iz kućice { $house } ne stižu do tvog tuzdika. Nađi kućicu čija zrna stižu do njega.
lesson-togyz-through-right = Zrno je palo u tvoj tuzdik i otišlo ravno u tvoj kazan!

## Pregled poteza: što bi kućica napravila, rečeno prije nego što se odigra.

preview-lands = Tvoje zadnje zrno pada u kućicu { $house }.
preview-lands-store = Tvoje zadnje zrno pada u tvoje spremište.
preview-skips-start = Zrna idu oko cijele ploče i preskaču kućicu { $house }.
preview-relays =
    { $count ->
        [one] Tvoja zrna { $count } put padaju na druga zrna i idu dalje.
        [few] Tvoja zrna { $count } puta padaju na druga zrna i idu dalje.
       *[other] Tvoja zrna { $count } puta padaju na druga zrna i idu dalje.
    }
preview-through-tuzdyk =
    { $count ->
        [one] { $count } zrno pada kroz tvoj tuzdik u tvoj kazan.
        [few] { $count } zrna padaju kroz tvoj tuzdik u tvoj kazan.
       *[other] { $count } zrna pada kroz tvoj tuzdik u tvoj kazan.
    }
preview-feeds = Ovaj potez daje zrna praznom redu.
preview-grand-slam = Ovaj bi potez uzeo sva zrna iz drugog reda, pa ništa ne osvaja.
preview-tuzdyk = Kućica { $house } postaje tvoj tuzdik!
preview-captures =
    { $count ->
        [one] Osvajaš { $count } zrno iz kućice { $house }.
        [few] Osvajaš { $count } zrna iz kućice { $house }.
       *[other] Osvajaš { $count } zrna iz kućice { $house }.
    }
# $house nabraja kućice: „b, a“.
preview-captures-houses =
    { $count ->
        [one] Osvajaš { $count } zrno iz kućica { $house }.
        [few] Osvajaš { $count } zrna iz kućica { $house }.
       *[other] Osvajaš { $count } zrna iz kućica { $house }.
    }
preview-plays-again = Igraš još jednom!
preview-wins = Ovaj potez dobiva igru!

## Pogled unatrag na završenu igru: što Tux misli o svakom djetetovu potezu.
## $house je kućica koja bi bila bolja.

review-missed-capture =
    { $count ->
        [one] Kućica { $house } osvojila bi { $count } zrno.
        [few] Kućica { $house } osvojila bi { $count } zrna.
       *[other] Kućica { $house } osvojila bi { $count } zrna.
    }
review-lost-seeds =
    { $count ->
        [one] Nakon ovog poteza drugi je igrač mogao osvojiti { $count } zrno. Kućica { $house } bila je sigurnija.
        [few] Nakon ovog poteza drugi je igrač mogao osvojiti { $count } zrna. Kućica { $house } bila je sigurnija.
       *[other] Nakon ovog poteza drugi je igrač mogao osvojiti { $count } zrna. Kućica { $house } bila je sigurnija.
    }
review-better-move = Tux misli da je kućica { $house } bila bolji potez.
review-good-move = Dobar potez!
review-good-capture =
    { $count ->
        [one] Dobar ulov: { $count } zrno!
        [few] Dobar ulov: { $count } zrna!
       *[other] Dobar ulov: { $count } zrna!
    }
review-only-move = To je bio jedini mogući potez.

## Nakon tri izgubljene igre zaredom na istoj razini

gentle-easier-offer = Ovo je bilo teško! Želiš li probati razinu { $level }?
