# Congkak: riječi samo ove igre, na hrvatskom.
# Riječi koje dijele sve igre nalaze se u common.ftl (tamo je i potez više).
# Kućica na početku ima od 5 do 7 zrna, pa je svaki broj varijabla.

## O igri

congkak-title = Congkak
congkak-description = Igra sjetve u kojoj zrna stalno putuju: padneš li na zrna, pokupi ih i sij dalje!
# Jedan redak na kartici igre.
congkak-goal = Nastavi sijati i skupi u svom spremištu više zrna od drugog igrača.
congkak-manual =
    Klikni kućicu koja svijetli u tvom redu. Njezina zrna kreću na dug put oko ploče.
    Kad zadnje zrno padne na druga zrna, put se sam nastavlja. Gledaj gdje će stati!
    Ne znaš što odigrati? Pritisni Savjet i Tux će ti pokazati dobru kućicu.
    Želiš promijeniti potez? Pritisni Poništi i vrati ga.
    Na svakoj razini Tux igra bolje. Gumbima za razinu biraš lakšu ili težu igru.
    Možeš igrati i s prijateljem na istom zaslonu.
congkak-credit = Congkak se igra u Maleziji, Indoneziji, Bruneju i Singapuru. Njegova je ploča često izrezbarena od drveta u obliku čamca. Djeca ga igraju zrnima, školjkicama ili kamenčićima.

## Zašto je igra završila

congkak-end-empty-row = Igrač koji je bio na redu nije imao zrna u svojim kućicama. Drugi igrač stavlja zrna koja su ostala u njegovu redu u svoje spremište. Pobjeđuje punije spremište.
congkak-end-endless = Ovaj potez nikad ne bi završio, pa igra ovdje staje. Svaki igrač stavlja zrna koja su ostala u njegovu redu u svoje spremište.

## Pomoć: odlomci su odvojeni jednim praznim retkom.
## $houses: kućice u jednom redu; $seeds: zrna u svakoj kućici na početku;
## $total: sva zrna; $half: pola svih zrna.

congkak-help-title = Kako se igra congkak
congkak-help-rules =
    Ploča ima dva reda s po { $houses } kućica. Svaki igrač ima svoj red. Na desnom kraju tvog reda nalazi se tvoje spremište, u tvojoj boji.

    Na početku svaka kućica ima { $seeds } zrna. To je ukupno { $total } zrna. Spremišta su prazna.

    Kad si na redu, odaberi svoju kućicu u kojoj ima zrna. Uzmi sva zrna iz nje. Spuštaj ih jedno po jedno u sljedeće kućice, suprotno od smjera kazaljke na satu. To se zove sjetva.

    Kad prođeš kroz svoje spremište, spusti i u njega jedno zrno. Spremište drugog igrača preskačeš.

    Sada pogledaj kamo je palo tvoje zadnje zrno.

    U tvoje spremište? Onda igraš još jednom!

    U kućicu u kojoj je već bilo zrna, u bilo kojem redu? Pokupi sva zrna iz te kućice i odande nastavi sijati.

    U praznu kućicu u tvom redu? Osvajaš svoje zadnje zrno i sva zrna iz kućice nasuprot. Sva idu u tvoje spremište. Čak i kad je kućica nasuprot prazna, tvoje zadnje zrno ipak ide u spremište.

    U praznu kućicu u drugom redu? Tada tvoj potez tamo završava.

    Igra završava kad je igrač na redu, a sve su mu kućice prazne. Tada svaki igrač stavlja zrna koja su ostala u njegovu redu u svoje spremište.

    Pobjeđuje igrač koji u spremištu ima više zrna. Ako u svakom spremištu bude po { $half } zrna, igra je neriješena.
