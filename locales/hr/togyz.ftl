# Togyz kumalak: riječi samo ove igre, na hrvatskom.
# Riječi koje dijele sve igre nalaze se u common.ftl.
# Dvije kazaške riječi ostaju i objašnjene su u pomoći: kazan je igračevo spremište
# (veliki lonac), tuzdik je kućica drugog reda koju je igrač osvojio zauvijek.

## O igri

togyz-title = Togyz Kumalak
togyz-description = Velika ploča s mnogo zrna iz Srednje Azije. Osvoji svoju kućicu, svoj tuzdik!
# Jedan redak na kartici igre. $win: zrna koja donose pobjedu (više od pola svih zrna).
togyz-goal =
    { $win ->
        [one] Skupi { $win } zrno u svom kazanu i pobjeđuješ!
        [few] Skupi { $win } zrna u svom kazanu i pobjeđuješ!
       *[other] Skupi { $win } zrna u svom kazanu i pobjeđuješ!
    }
togyz-manual =
    Klikni kućicu koja svijetli u tvom redu. Njezina zrna kreću na put oko ploče.
    Kućica s oznakom tuzdik zauvijek pripada jednom igraču. Nitko je ne igra.
    Ne znaš što odigrati? Pritisni Savjet i Tux će ti pokazati dobru kućicu.
    Želiš promijeniti potez? Pritisni Poništi i vrati ga.
    Na svakoj razini Tux igra bolje. Gumbima za razinu biraš lakšu ili težu igru.
    Možeš igrati i s prijateljem na istom zaslonu.
togyz-credit = Togyz kumalak vrlo je stara igra kazaškog naroda iz Srednje Azije. Togyz na kazaškom znači devet: devet kućica u redu, devet zrna u svakoj kućici.

## Tuzdici

illegal-tuzdyk = Ova kućica je tuzdik. Nitko je ne smije igrati.
# Riječ napisana na kućici koja je tuzdik: jedna kratka riječ.
tuzdyk-mark = tuzdik
tuzdyk-made-you = Kućica { $house } sada je tvoj tuzdik! Zrna koja padnu u nju idu u tvoj kazan.
tuzdyk-made-tux = Kućica { $house } sada je Tuxov tuzdik. Zrna koja padnu u nju idu u Tuxov kazan.
tuzdyk-made-player = { $player }, kućica { $house } sada je tvoj tuzdik! Zrna koja padnu u nju idu u tvoj kazan.
# Prijatelj za drugim računalom, imenovan za dijete koje čita rečenicu.
tuzdyk-made-classmate = { $player } sada ima tuzdik: kućicu { $house }. Odsad osvaja svako zrno koje padne u nju.
# Nazivi za čitače zaslona.
house-tuzdyk-you = Kućica { $house }, tvoj tuzdik
house-tuzdyk-tux = Kućica { $house }, Tuxov tuzdik
house-tuzdyk-player = Kućica { $house }, tuzdik ({ $player })

## Zašto je igra završila

togyz-end-score = U jednom kazanu ima { $win } ili više zrna. To je više od pola!
togyz-end-draw =
    { $half ->
        [one] Svaki igrač ima { $half } zrno. To je točno pola.
        [few] Svaki igrač ima { $half } zrna. To je točno pola.
       *[other] Svaki igrač ima { $half } zrna. To je točno pola.
    }
togyz-end-no-move = Jedan igrač nije imao zrna za potez. Drugi igrač stavlja zrna koja su ostala u njegovu redu u svoj kazan.

## Pomoć: odlomci su odvojeni jednim praznim retkom.
## $houses: kućice u jednom redu; $seeds: zrna u svakoj kućici na početku; $total: sva
## zrna; $win: zrna koja donose pobjedu; $half: pola svih zrna.

togyz-help-title = Kako se igra togyz kumalak
togyz-help-rules =
    Ploča ima dva reda s po { $houses } kućica. Svaki igrač ima svoj red. Na početku svaka kućica ima { $seeds } zrna. To je ukupno { $total } zrna.

    Svaki igrač ima i kazan. To je veliki lonac, spremište za zrna koja osvojiš. Tvoj je onaj desni, između redova, u tvojoj boji.

    Kad si na redu, odaberi svoju kućicu u kojoj ima zrna. Uzmi sva zrna iz nje. Prvo zrno vrati u istu kućicu. Zatim ostala spuštaj jedno po jedno u sljedeće kućice, suprotno od smjera kazaljke na satu.

    Ima li u kućici samo jedno zrno? Onda ono prelazi u sljedeću kućicu.

    Pogledaj kućicu u koju je palo zadnje zrno. Je li u drugom redu i ima li sada paran broj zrna, na primjer dva, četiri ili šest? Onda osvajaš sva ta zrna. Idu u tvoj kazan.

    Ima li točno tri zrna? Onda ih osvajaš, a kućica postaje tvoj tuzdik. Tvoj je do kraja igre. Svako zrno koje kasnije padne u nju ide ravno u tvoj kazan. Tuzdik nitko ne smije igrati.

    Svaki igrač može dobiti samo jedan tuzdik. To nikad ne može biti zadnja kućica reda, kućica I ili i. I ne smije imati isto slovo kao tuzdik drugog igrača: ako je jedan kućica c, drugi ne može biti kućica C.

    Pobjeđuješ kad u svom kazanu imaš { $win } ili više zrna. To je više od pola! Ako na kraju oba igrača imaju po { $half } { $half ->
        [one] zrno
        [few] zrna
       *[other] zrna
    }, igra je neriješena.

    Ako igrač koji je na redu više nema zrna, igra završava. Drugi igrač stavlja zrna koja su ostala u njegovu redu u svoj kazan. Pobjeđuje igrač s punijim kazanom.
