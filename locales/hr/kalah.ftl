# Kalah: riječi samo ove igre, na hrvatskom.
# Riječi koje dijele sve igre nalaze se u common.ftl (tamo je i potez više).
# Kućica na početku ima od 3 do 6 zrna, pa je svaki broj varijabla.

## O igri

kalah-title = Kalah
kalah-description = Posij zrna u svoje kućice i u svoje spremište. Završiš li u spremištu, igraš još jednom!
# Jedan redak na kartici igre.
kalah-goal = Skupi u svom spremištu više zrna od drugog igrača.
kalah-manual =
    Klikni kućicu koja svijetli u tvom redu. Njezina zrna kreću na put oko ploče i kroz tvoje spremište.
    Ne znaš što odigrati? Pritisni Savjet i Tux će ti pokazati dobru kućicu.
    Želiš promijeniti potez? Pritisni Poništi i vrati ga.
    Na svakoj razini Tux igra bolje. Gumbima za razinu biraš lakšu ili težu igru.
    Možeš igrati i s prijateljem na istom zaslonu.
kalah-credit = Kalah pripada velikoj obitelji igara sjetve, koje se u Africi i Aziji igraju već jako dugo. Ova je inačica postala omiljena u Sjedinjenim Američkim Državama, a danas je djeca igraju po cijelom svijetu.

## Zašto je igra završila

kalah-end-empty-row = Jedan je red kućica prazan. Svaki igrač stavlja zrna koja su ostala u njegovu redu u svoje spremište. Pobjeđuje punije spremište.

## Pomoć: odlomci su odvojeni jednim praznim retkom.
## $houses: kućice u jednom redu; $seeds: zrna u svakoj kućici na početku;
## $total: sva zrna; $half: pola svih zrna.

kalah-help-title = Kako se igra kalah
kalah-help-rules =
    Ploča ima dva reda s po { $houses } kućica. Svaki igrač ima svoj red. Na desnom kraju tvog reda nalazi se tvoje spremište, u tvojoj boji.

    Na početku svaka kućica ima { $seeds } zrna. To je ukupno { $total } zrna. Spremišta su prazna.

    Kad si na redu, odaberi svoju kućicu u kojoj ima zrna. Uzmi sva zrna iz nje. Spuštaj ih jedno po jedno u sljedeće kućice, suprotno od smjera kazaljke na satu. To se zove sjetva.

    Kad prođeš kroz svoje spremište, spusti i u njega jedno zrno. Spremište drugog igrača preskačeš. Dugi potez može se vratiti do kućice iz koje je krenuo. I ona tada dobiva zrno, kao i ostale.

    Je li tvoje zadnje zrno palo u tvoje spremište? Onda igraš još jednom!

    Je li tvoje zadnje zrno palo u praznu kućicu u tvom redu? Pogledaj kućicu nasuprot njoj. Ako u njoj ima zrna, osvajaš ih sva, zajedno sa svojim zadnjim zrnom. Sva idu u tvoje spremište.

    Igra završava čim je jedan red prazan. Tada svaki igrač stavlja zrna koja su ostala u njegovu redu u svoje spremište.

    Pobjeđuje igrač koji u spremištu ima više zrna. Ako u svakom spremištu bude po { $half } zrna, igra je neriješena.
