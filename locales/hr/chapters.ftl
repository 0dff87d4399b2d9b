# Poglavlja strategije, na hrvatskom (the chapters of strategy, in Croatian).
# Readers are children aged 7 to 11: short sentences, one idea each, a warm tone.
# The screens are replayed on the board while the child reads, so they say "gledaj" and never
# name a house by its letter. A number is always a variable, never written in the text.

## The goals. $seeds, $moves, $lead and $sowings are counts; $moves is the child's own moves.

chapter-task-capture =
    { $seeds ->
        [one] Osvoji barem { $seeds } zrno.
       *[other] Osvoji barem { $seeds } zrna.
    } { $moves ->
        [one] Imaš { $moves } potez.
       *[other] Imaš { $moves } poteza.
    }
chapter-task-keep-safe =
    { $moves ->
        [one] Čuvaj svoja zrna: { $moves } sljedeći Tuxov potez ne smije ništa osvojiti.
        [few] Čuvaj svoja zrna: Tux ne smije ništa osvojiti u svoja sljedeća { $moves } poteza.
       *[other] Čuvaj svoja zrna: Tux ne smije ništa osvojiti u svojih sljedećih { $moves } poteza.
    }
chapter-task-win =
    { $moves ->
        [one] Dobij igru u { $moves } potezu.
       *[other] Dobij igru u najviše { $moves } poteza.
    }
chapter-task-tuzdyk =
    { $moves ->
        [one] Napravi tuzdik u { $moves } potezu, i neka u tvom kazanu bude više zrna nego u Tuxovu.
       *[other] Napravi tuzdik u najviše { $moves } poteza, i neka u tvom kazanu bude više zrna nego u Tuxovu.
    }
chapter-task-chain =
    { $sowings ->
        [one] Sij { $sowings } put zaredom prije nego što Tux bude na potezu.
       *[other] Sij { $sowings } puta zaredom prije nego što Tux bude na potezu.
    }
chapter-task-lead =
    { $lead ->
        [one] Najkasnije nakon { $moves } poteza imaj u spremištu barem { $lead } zrno više od Tuxa.
       *[other] Najkasnije nakon { $moves } poteza imaj u spremištu barem { $lead } zrna više od Tuxa.
    }

## Oware

chapter-oware-targets-title = Kućice u opasnosti
chapter-oware-targets-screen-1 = Kad u tvojoj kućici ima jedno ili dva zrna, ona je u opasnosti. Ako Tuxovo zadnje zrno padne u nju, u njoj će biti dva ili tri zrna i Tux ih osvaja. Kućicu s tri zrna ili više puno je teže osvojiti.
chapter-oware-targets-screen-2 = Tux cilja jednu tvoju kućicu. Gledaj: zrna u opasnosti odlaze iz nje prije nego što Tux stigne do nje. Tuxov potez tada ne osvaja ništa.

chapter-oware-count-title = Gdje pada zadnje zrno?
chapter-oware-count-screen-1 = Kad siješ, u svaku sljedeću kućicu pada po jedno zrno. Zato zadnje zrno padne onoliko kućica dalje koliko je zrna bilo u kućici. Prebroji prije nego što odigraš!
chapter-oware-count-screen-2 = Gledaj ovaj potez. Nakon zadnjeg zrna u kućici drugog reda budu dva ili tri zrna, a isto tako i u kućici tik prije nje. Jedan potez osvaja obje kućice.

chapter-oware-big-house-title = Velika kućica
chapter-oware-big-house-screen-1 = Ponekad je dobro ne igrati neku kućicu i pustiti da se u njoj skupi puno zrna. Kućica s dovoljno zrna ide oko cijele ploče i svaka kućica drugog reda dobije zrno, neke i dva.
chapter-oware-big-house-screen-2 = Pričekaj da u drugom redu bude puno kućica s jednim ili dva zrna. Tada odigraj veliku kućicu. Gledaj: njezina zadnja zrna padnu u nekoliko kućica u kojima tada budu dva ili tri zrna i sve ih osvajaš.

chapter-oware-feeding-title = Hranjenje i izgladnjivanje
chapter-oware-feeding-screen-1 = Ako je Tuxov red prazan, moraš ga nahraniti: odigraj kućicu čija zrna stižu do njega. Kad Tux ima malo zrna, ima i malo poteza, pa ti biraš što može napraviti.
chapter-oware-feeding-screen-2 = Ali pazi da ne uzmeš previše. Osvajanje koje bi uzelo sva zrna iz drugog reda ne uzima ništa. Gledaj: ovaj potez ostavlja Tuxu jedno zrno, pa osvaja.

chapter-oware-tempo-title = Potezi čekanja
chapter-oware-tempo-screen-1 = Najbolji potez ne osvaja uvijek. Mali potez koji malo toga mijenja tjera Tuxa da igra, a Tuxov ti potez možda otvori neku kućicu.
chapter-oware-tempo-screen-2 = Gledaj: prvo miran potez, zatim Tux mora igrati, i tek onda osvajanje. Čuvaj jedan mali potez za trenutak kad ti zatreba.

chapter-oware-ending-title = Brojimo do kraja
chapter-oware-ending-screen-1 = Kad ostane malo zrna, prebroji sve: zrna u svakoj kućici i koliko poteza svaki igrač još može odigrati. Tko prvi ostane bez poteza, mora davati zrna.
chapter-oware-ending-screen-2 = Gledaj kako ide ovaj kraj igre, potez po potez. Svako je zrno važno, zato razmisli do kraja igre prije nego što odigraš.

## Kalah

chapter-kalah-chains-title = Još jednom i još jednom
chapter-kalah-chains-screen-1 = Kućica čije zadnje zrno padne u tvoje spremište daje ti još jedan potez. Prvo igraj kućicu najbližu spremištu: kućice lijevo od nje zadržavaju svoja zrna i možda i one kasnije stignu do spremišta.
chapter-kalah-chains-screen-2 = Gledaj: jedan potez u spremište, pa još jedan, pa još jedan. Dugim nizom staviš puno zrna u svoje spremište prije nego što Tux uopće zaigra.

chapter-kalah-empty-title = Prazna kućica
chapter-kalah-empty-screen-1 = Kad tvoje zadnje zrno padne u tvoju praznu kućicu, osvajaš zrna nasuprot njoj. Gledaj ovo osvajanje.
chapter-kalah-empty-screen-2 = Tux može isto. Pogledaj Tuxove prazne kućice: ako Tux može stići do jedne, a tvoja je kućica nasuprot njoj puna, makni ta zrna ili napuni praznu kućicu.

chapter-kalah-right-title = Zrna blizu spremišta
chapter-kalah-right-screen-1 = Kućicama blizu tvog spremišta treba malo zrna da stignu do njega, a one ti često daju još jedan potez. Drži zrna u njima, a kućice lijevo igraj kad možeš čekati.
chapter-kalah-right-screen-2 = Gledaj: zrna s desne strane odlaze u spremište potez za potezom, a Tux do njih ne može doći.

chapter-kalah-sweep-title = Zadnja zrna
chapter-kalah-sweep-screen-1 = Igra završava čim je jedan red prazan. Tada svaki igrač stavlja zrna preostala u svom redu u svoje spremište.
chapter-kalah-sweep-screen-2 = Zato na kraju prebroji oba reda i oba spremišta. Ponekad je najbolje brzo isprazniti svoj red, a ponekad time Tux dobije sva svoja zrna. Gledaj ovaj kraj igre.

## Congkak

chapter-congkak-chains-title = Još jednom i još jednom
chapter-congkak-chains-screen-1 = Zadnje zrno u tvom spremištu daje ti još jedan potez. Kad zadnje zrno padne na druga zrna, uzimaš ih sva i siješ dalje. Gledaj koliko daleko može ići jedan potez.
chapter-congkak-chains-screen-2 = Počni s kućicom najbližom spremištu koja stiže točno do njega. Zatim opet pogledaj: zrna su se pomaknula i možda sada neka druga kućica stiže do spremišta.

chapter-congkak-capture-title = Osvajanje
chapter-congkak-capture-screen-1 = Kad se tvoje zadnje zrno zaustavi u tvojoj praznoj kućici, osvajaš zrna nasuprot njoj. Nakon dugog puta kućice su pune novih zrna, zato pažljivo broji.
chapter-congkak-capture-screen-2 = Gledaj: zrna prvo idu dalje od kućice do kućice, a onda se zaustave u tvojoj praznoj kućici, nasuprot punoj Tuxovoj kućici.

chapter-congkak-ending-title = Kraj igre
chapter-congkak-ending-screen-1 = Kad je igrač na potezu, a sve su mu kućice prazne, igra završava. Svaki igrač stavlja zrna preostala u svom redu u svoje spremište. Gledaj ovaj kraj igre i prebroji tko što dobiva.

## Togyz Kumalak

chapter-togyz-tuzdyk-title = Gdje napraviti tuzdik
chapter-togyz-tuzdyk-screen-1 = Tuzdik radi za tebe do kraja igre: svako zrno koje padne u njega ide u tvoj kazan. Napravi ga rano, u Tuxovoj kućici kroz koju zrna često prolaze.
chapter-togyz-tuzdyk-screen-2 = Gledaj: nakon zadnjeg zrna u kućici drugog reda budu točno tri zrna i ta kućica postaje tuzdik. Ali tuzdik vrijedi samo ako u kazanu i dalje imaš više zrna od Tuxa.

chapter-togyz-even-title = Parni brojevi
chapter-togyz-even-screen-1 = Tvoje zadnje zrno osvaja kad u kućici drugog reda tada bude paran broj zrna. Velike Tuxove kućice s neparnim brojem zrna su mete: još jedno zrno i broj je paran.
chapter-togyz-even-screen-2 = Gledaj: ovaj potez završava u velikoj Tuxovoj kućici i broj u njoj postaje paran. Sva njezina zrna idu u kazan.

chapter-togyz-defend-title = Čuvaj svoje kućice
chapter-togyz-defend-screen-1 = Tvoja kućica s dva zrna postaje Tuxov tuzdik ako Tuxovo zadnje zrno padne u nju. Veliku kućicu s neparnim brojem zrna Tux može osvojiti. Gledaj svoj red onako kako ga gleda Tux.
chapter-togyz-defend-screen-2 = Gledaj: velika kućica u opasnosti odigra se prije nego što Tux stigne do nje. Njezina su zrna na sigurnom, a usput i osvajaju.

chapter-togyz-ending-title = Kraj igre
chapter-togyz-ending-screen-1 = Kad je igrač na potezu, a nema nijednog zrna, igra završava. Drugi igrač tada stavlja zrna iz svog reda u svoj kazan. Prebroji zrna u oba reda i oba kazana i čuvaj zrna u svom redu.
