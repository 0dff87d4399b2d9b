# Oware (pravila Abapa): sve riječi aktivnosti, na hrvatskom.
# Čitaju djeca od 5 do 10 godina ili učitelj naglas:
# kratke rečenice, jedna misao u svakoj, topao ton.
# Hrvatski broj: [one] 1, 21, 101 zrno; [few] 2, 3, 4, 22 zrna; [other] 0, 5, 11, 12 zrna.

## O aktivnosti

activity-title = Oware
activity-description = Posij zrna i osvoji ih u vrlo staroj igri iz Zapadne Afrike.
activity-goal = Osvoji više zrna od drugog igrača. S 25 zrna pobjeđuješ!
activity-manual =
    Klikni kućicu koja svijetli u tvom redu. Njezina zrna kreću na put oko ploče.
    Ne znaš što odigrati? Pritisni Savjet i Tux će ti pokazati dobru kućicu.
    Želiš promijeniti potez? Pritisni Poništi i vrati ga.
    Na svakoj razini Tux igra bolje. Gumbima za razinu biraš lakšu ili težu igru.
    Možeš igrati i s prijateljem na istom zaslonu.
activity-credit = Oware je vrlo stara igra iz Zapadne Afrike. Igra se u Gani i u mnogim susjednim zemljama. Ovdje igramo po pravilima Abapa.
language-name = Hrvatski

## Igrači

player-you = Ti
player-tux = Tux
player-south = Igrač 1
player-north = Igrač 2

## Traka s gumbima: kratki natpisi, njih čitaju i čitači zaslona.

bar-help = Pomoć
bar-hint = Savjet
bar-undo = Poništi
bar-restart = Nova igra
bar-level-down = Lakše
bar-level-up = Teže
bar-mode-tux = Protiv Tuxa
bar-mode-friends = Dva igrača
bar-language = Jezik
bar-home = Početna
dialog-close = Zatvori

## Redak stanja

level-line = razina { $level } od { $max }
turn-you = Ti si na redu!
turn-tux = Tux razmišlja…
turn-player = Na redu je { $player }!

## Hranjenje: drugi red je prazan.

feed-explain = Drugi red je prazan! Odaberi kućicu s plavom strelicom. Njezina zrna stižu do njega.

## Odbijeni klikovi

illegal-empty-house = Ova kućica je prazna. Odaberi kućicu u kojoj ima zrna.
illegal-not-your-house = Ova kućica je u drugom redu. Odaberi jednu od svojih.
illegal-must-feed = Drugi red je prazan, a zrna iz ove kućice ne stižu do njega. Odaberi kućicu sa strelicom.
illegal-wait = Pričekaj malo. Tux još razmišlja.
illegal-game-over = Ova je igra gotova. Započni novu!
illegal-tuzdyk = Ova kućica je tuzdik. Nitko je ne smije igrati.

## Što se upravo dogodilo
## $house je slovo kućice: od A do F u donjem redu, od a do f u gornjem.

move-tux-played = Tux je odigrao kućicu { $house }.
captured-you =
    { $count ->
        [one] Osvajaš { $count } zrno!
        [few] Osvajaš { $count } zrna!
       *[other] Osvajaš { $count } zrna!
    }
captured-tux =
    { $count ->
        [one] Tux osvaja { $count } zrno.
        [few] Tux osvaja { $count } zrna.
       *[other] Tux osvaja { $count } zrna.
    }
captured-player =
    { $count ->
        [one] { $player } osvaja { $count } zrno!
        [few] { $player } osvaja { $count } zrna!
       *[other] { $player } osvaja { $count } zrna!
    }
grand-slam = Taj bi potez uzeo sva zrna iz drugog reda. Zato ovaj put nema osvajanja.
hint-try = Probaj kućicu { $house }!
hint-thinking = Tux traži dobar potez…
undo-nothing = Nema poteza koji se može vratiti.

## Kraj igre

end-you-win = Pobjeda je tvoja! Bravo!
end-tux-wins = Ovaj put pobjeđuje Tux. Pokušaj ponovno!
end-draw = Neriješeno!
end-player-wins = { $player } pobjeđuje! Bravo!
end-score = Rezultat: { $south } – { $north }
end-reason-score = Jedan je igrač osvojio više od pola svih zrna.
end-reason-draw = Svaki je igrač osvojio 24 zrna. To je točno pola.
end-reason-no-feed = Nijedan potez nije mogao dati zrna praznom redu. Zato svaki igrač zadržava zrna na svojoj strani.
end-reason-repetition = Isti se raspored zrna vratio treći put. Zato svaki igrač zadržava zrna na svojoj strani.
end-reason-no-capture-limit = Prošlo je 160 poteza bez ijednog osvajanja. Zato svaki igrač zadržava zrna na svojoj strani.
end-reason-empty-row = Jedan je red kućica prazan. Svaki igrač pribraja i zrna koja su ostala na njegovoj strani.
end-reason-endless = Ovaj potez nikad ne bi završio, pa igra ovdje staje. Svaki igrač pribraja zrna sa svoje strane.
end-reason-no-move = Jedan igrač nije imao zrna za potez. Drugi igrač pribraja zrna koja su ostala na njegovoj strani.
end-play-again = Igraj ponovno
end-next-level = Sljedeća razina

## Nazivi za čitače zaslona

house-playable =
    { $count ->
        [one] Kućica { $house }, { $count } zrno, možeš je odigrati
        [few] Kućica { $house }, { $count } zrna, možeš je odigrati
       *[other] Kućica { $house }, { $count } zrna, možeš je odigrati
    }
house-feeding =
    { $count ->
        [one] Kućica { $house }, { $count } zrno, daje zrna drugom redu
        [few] Kućica { $house }, { $count } zrna, daje zrna drugom redu
       *[other] Kućica { $house }, { $count } zrna, daje zrna drugom redu
    }
house-blocked =
    { $count ->
        [one] Kućica { $house }, { $count } zrno
        [few] Kućica { $house }, { $count } zrna
       *[other] Kućica { $house }, { $count } zrna
    }
store-you =
    { $count ->
        [one] Imaš { $count } osvojeno zrno
        [few] Imaš { $count } osvojena zrna
       *[other] Imaš { $count } osvojenih zrna
    }
store-tux =
    { $count ->
        [one] Tux ima { $count } osvojeno zrno
        [few] Tux ima { $count } osvojena zrna
       *[other] Tux ima { $count } osvojenih zrna
    }
store-south =
    { $count ->
        [one] { player-south } ima { $count } osvojeno zrno
        [few] { player-south } ima { $count } osvojena zrna
       *[other] { player-south } ima { $count } osvojenih zrna
    }
store-north =
    { $count ->
        [one] { player-north } ima { $count } osvojeno zrno
        [few] { player-north } ima { $count } osvojena zrna
       *[other] { player-north } ima { $count } osvojenih zrna
    }

## Pomoć: odlomci su odvojeni jednim praznim retkom.

help-title = Kako se igra oware
help-rules =
    Ploča ima dva reda s po šest kućica. Svaki igrač ima svoj red. Na početku su u svakoj kućici četiri zrna. To je ukupno 48 zrna.

    Kad si na redu, odaberi svoju kućicu u kojoj ima zrna. Uzmi sva zrna iz nje. Spuštaj ih jedno po jedno u sljedeće kućice, suprotno od smjera kazaljke na satu. To se zove sjetva.

    S 12 ili više zrna potez obiđe cijelu ploču. Tada se kućica iz koje je potez krenuo preskače. Ona ostaje prazna.

    Pogledaj kućicu u koju je palo zadnje zrno. Je li u drugom redu i ima li sada 2 ili 3 zrna? Onda osvajaš ta zrna.

    Zatim pogledaj kućicu odmah prije nje. Ako je i ona u drugom redu i ima 2 ili 3 zrna, osvajaš i njih. Tako nastavi unatrag, sve dok ne dođeš do kućice koja ne odgovara.

    Osvajanje nikad ne smije uzeti sva zrna iz drugog reda. Kad bi ih uzelo, ne osvajaš ništa. Potez ipak vrijedi: zrna ostaju tamo gdje su posijana. Tako drugi igrač uvijek ima zrna za igru.

    Ako je drugi red prazan, moraš ga nahraniti. Odigraj kućicu čija zrna stižu do tog reda. Ako to ne može nijedna kućica, igra završava i zadržavaš zrna iz svog reda.

    Pobjeđuješ kad osvojiš 25 ili više zrna. To je više od pola! Ako oba igrača osvoje po 24 zrna, igra je neriješena.

    Ponekad se igra vrti u krug. Kad se isti raspored vrati treći put, igra završava. Završava i nakon 160 poteza bez osvajanja. Tada svaki igrač zadržava zrna na svojoj strani.
