# Oware (pravila Abapa): riječi samo ove igre, na hrvatskom.
# Riječi koje dijele sve igre nalaze se u common.ftl.
# Kućica na početku ima 4, 5 ili 6 zrna, pa je svaki broj varijabla.

## O igri

oware-title = Oware
oware-description = Posij zrna i osvoji ih u vrlo staroj igri iz Zapadne Afrike.
# Jedan redak na kartici igre. $win: zrna koja donose pobjedu (više od pola svih zrna).
oware-goal = Osvoji više zrna od drugog igrača. Kad ih osvojiš { $win }, pobjeđuješ!
oware-manual =
    Klikni kućicu koja svijetli u tvom redu. Njezina zrna kreću na put oko ploče.
    Ne znaš što odigrati? Pritisni Savjet i Tux će ti pokazati dobru kućicu.
    Želiš promijeniti potez? Pritisni Poništi i vrati ga.
    Na svakoj razini Tux igra bolje. Gumbima za razinu biraš lakšu ili težu igru.
    Možeš igrati i s prijateljem na istom zaslonu.
oware-credit = Oware je vrlo stara igra iz Zapadne Afrike. Igra se u Gani i u mnogim susjednim zemljama. Ovdje igramo po pravilima Abapa.

## Hranjenje: drugi red je prazan.

feed-explain = Drugi red je prazan! Odaberi kućicu s plavom strelicom. Njezina zrna stižu do njega.
illegal-must-feed = Drugi red je prazan, a zrna iz ove kućice ne stižu do njega. Odaberi kućicu sa strelicom.
# Čija je kućica: $owner je you, tux ili player (tada je $player ime igrača).
house-feeding =
    { $owner ->
        [you] Tvoja kućica { $house }
        [tux] Tuxova kućica { $house }
       *[player] { $player }: kućica { $house }
    }, { $count ->
        [one] { $count } zrno
        [few] { $count } zrna
       *[other] { $count } zrna
    }, daje zrna drugom redu

## Što se upravo dogodilo

grand-slam = Taj bi potez uzeo sva zrna iz drugog reda. Zato ovaj put nema osvajanja.

## Zašto je igra završila

oware-end-score = Jedan je igrač osvojio više od pola svih zrna.
oware-end-draw =
    { $half ->
        [one] Svaki je igrač osvojio { $half } zrno. To je točno pola.
        [few] Svaki je igrač osvojio { $half } zrna. To je točno pola.
       *[other] Svaki je igrač osvojio { $half } zrna. To je točno pola.
    }
oware-end-no-feed = Nijedan potez nije mogao dati zrna praznom redu. Zato svaki igrač zadržava zrna na svojoj strani.
oware-end-repetition = Isti se raspored zrna vratio treći put. Zato svaki igrač zadržava zrna na svojoj strani.
oware-end-no-capture-limit = Prošlo je { $limit } poteza bez ijednog osvajanja. Zato svaki igrač zadržava zrna na svojoj strani.

## Pomoć: odlomci su odvojeni jednim praznim retkom.
## $seeds: zrna u svakoj kućici na početku; $total: sva zrna; $win: zrna koja donose pobjedu;
## $half: pola svih zrna; $lap: broj zrna s kojim potez obiđe cijelu ploču;
## $limit: broj poteza bez osvajanja nakon kojih igra završava.

oware-help-title = Kako se igra oware
oware-help-rules =
    Ploča ima dva reda s po šest kućica. Svaki igrač ima svoj red. Na početku svaka kućica ima { $seeds } zrna. To je ukupno { $total } zrna.

    Kad si na redu, odaberi svoju kućicu u kojoj ima zrna. Uzmi sva zrna iz nje. Spuštaj ih jedno po jedno u sljedeće kućice, suprotno od smjera kazaljke na satu. To se zove sjetva.

    S { $lap } ili više zrna potez obiđe cijelu ploču. Tada se kućica iz koje je potez krenuo preskače. Ona ostaje prazna.

    Pogledaj kućicu u koju je palo zadnje zrno. Je li u drugom redu i ima li sada dva ili tri zrna? Onda osvajaš ta zrna.

    Zatim pogledaj kućicu odmah prije nje. Ako je i ona u drugom redu i ima dva ili tri zrna, osvajaš i njih. Tako nastavi unatrag, sve dok ne dođeš do kućice koja ne odgovara.

    Osvajanje nikad ne smije uzeti sva zrna iz drugog reda. Kad bi ih uzelo, ne osvajaš ništa. Potez ipak vrijedi: zrna ostaju tamo gdje su posijana. Tako drugi igrač uvijek ima zrna za igru.

    Ako je drugi red prazan, moraš ga nahraniti. Odigraj kućicu čija zrna stižu do tog reda. Ako to ne može nijedna kućica, igra završava i zadržavaš zrna iz svog reda.

    Pobjeđuješ kad osvojiš { $win } ili više zrna. To je više od pola! Ako oba igrača osvoje po { $half } zrna, igra je neriješena.

    Ponekad se igra vrti u krug. Kad se isti raspored vrati treći put, igra završava. Završava i nakon { $limit } poteza bez osvajanja. Tada svaki igrač zadržava zrna na svojoj strani.
