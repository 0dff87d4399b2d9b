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
        [one] Čuvaj svoja zrna: Tux sljedećim potezom ne smije ništa osvojiti.
        [few] Čuvaj svoja zrna: Tux ne smije ništa osvojiti u sljedeća { $moves } poteza.
       *[other] Čuvaj svoja zrna: Tux ne smije ništa osvojiti u sljedećih { $moves } poteza.
    }
chapter-task-win =
    { $moves ->
        [one] Pobijedi u { $moves } potezu.
       *[other] Pobijedi u najviše { $moves } poteza.
    }
chapter-task-tuzdyk =
    { $moves ->
        [one] Napravi tuzdik u { $moves } potezu i pazi da u tvom kazanu bude više zrna nego u Tuxovom.
       *[other] Napravi tuzdik u najviše { $moves } poteza i pazi da u tvom kazanu bude više zrna nego u Tuxovom.
    }
chapter-task-chain =
    { $sowings ->
        [one] Sij { $sowings } put zaredom prije nego što Tux dođe na red.
       *[other] Sij { $sowings } puta zaredom prije nego što Tux dođe na red.
    }
chapter-task-lead =
    { $lead ->
        [one] Nakon najviše { $moves } poteza moraš u spremištu imati barem { $lead } zrno više od Tuxa.
       *[other] Nakon najviše { $moves } poteza moraš u spremištu imati barem { $lead } zrna više od Tuxa.
    }

## Oware

chapter-oware-targets-title = Kućice u opasnosti
chapter-oware-targets-screen-1 = Kad u tvojoj kućici ima jedno ili dva zrna, ona je u opasnosti. Ako Tuxovo zadnje zrno padne u nju, u njoj će biti dva ili tri zrna i Tux će ih osvojiti. Kućicu s tri ili više zrna puno je teže osvojiti.
chapter-oware-targets-screen-2 = Tux cilja jednu od tvojih kućica. Gledaj: zrna u opasnosti odlaze iz nje prije nego što Tux stigne do nje. Tada Tuxov potez ne osvaja ništa.

chapter-oware-count-title = Gdje pada zadnje zrno?
chapter-oware-count-screen-1 = Kad siješ, u svaku sljedeću kućicu pada po jedno zrno. Zato zadnje zrno padne onoliko kućica dalje koliko je zrna bilo u kućici iz koje siješ. Prebroji prije nego što odigraš!
chapter-oware-count-screen-2 = Gledaj ovaj potez. Zadnje zrno padne u kućicu drugog reda i u njoj su sada dva ili tri zrna. Isto je i u kućici tik prije nje. Jedan potez osvaja obje kućice!

chapter-oware-big-house-title = Velika kućica
chapter-oware-big-house-screen-1 = Ponekad je dobro ne dirati neku kućicu i pustiti da se u njoj skupi puno zrna. Kad u kućici ima dovoljno zrna, njezina zrna obiđu cijelu ploču. Svaka kućica drugog reda dobije zrno, a neke i dva.
chapter-oware-big-house-screen-2 = Pričekaj da u drugom redu bude puno kućica s jednim ili dva zrna. Tada odigraj veliku kućicu. Gledaj: njezina zadnja zrna padnu u nekoliko kućica i u svakoj su sada dva ili tri zrna. Sve ih osvajaš!

chapter-oware-feeding-title = Hranjenje i izgladnjivanje
chapter-oware-feeding-screen-1 = Ako je Tuxov red prazan, moraš nahraniti Tuxa: odigraj kućicu čija zrna stižu do njegova reda. Kad Tux ima malo zrna, ima i malo poteza, pa ti odlučuješ što on može napraviti.
chapter-oware-feeding-screen-2 = Ali pazi da ne uzmeš previše. Osvajanje koje bi uzelo sva zrna iz drugog reda ne uzima ništa. Gledaj: ovaj potez ostavlja Tuxu jedno zrno i zato smije osvojiti.

chapter-oware-tempo-title = Potezi čekanja
chapter-oware-tempo-screen-1 = Najbolji potez nije uvijek onaj koji osvaja. Mali potez koji gotovo ništa ne mijenja tjera Tuxa da igra. Tada ti Tuxov potez možda otvori neku kućicu.
chapter-oware-tempo-screen-2 = Gledaj: prvo miran potez, zatim Tux mora igrati, a tek onda dolazi osvajanje. Sačuvaj jedan mali potez za trenutak kad ti zatreba.

chapter-oware-ending-title = Brojimo do kraja
chapter-oware-ending-screen-1 = Kad ostane malo zrna, prebroji sve: zrna u svakoj kućici i poteze čekanja svakog igrača. Kad igraš potez čekanja, sva zrna ostaju u tvom redu. Tko prvi ostane bez poteza čekanja, mora sijati zrna u red drugog igrača.
chapter-oware-ending-screen-2 = Gledaj kako ide ovaj kraj igre, potez po potez. Svako je zrno važno, zato prije svakog poteza razmisli sve do kraja igre.

## Kalah

chapter-kalah-chains-title = Još jednom i još jednom
chapter-kalah-chains-screen-1 = Kad zadnje zrno iz kućice padne u tvoje spremište, igraš još jednom. Zato prvo odigraj kućicu najbližu spremištu. Kućice lijevo od nje zadrže svoja zrna, pa možda kasnije i one stignu do spremišta.
chapter-kalah-chains-screen-2 = Gledaj: jedan potez u spremište, pa još jedan, pa još jedan. Dugim nizom poteza staviš puno zrna u svoje spremište prije nego što Tux uopće dođe na red.

chapter-kalah-empty-title = Prazna kućica
chapter-kalah-empty-screen-1 = Kad tvoje zadnje zrno padne u tvoju praznu kućicu, osvajaš zrna iz kućice nasuprot njoj. Gledaj ovo osvajanje.
chapter-kalah-empty-screen-2 = I Tux to može. Pogledaj Tuxove prazne kućice. Ako Tux može stići do neke od njih, a tvoja je kućica nasuprot njoj puna, makni ta zrna ili napuni praznu kućicu.

chapter-kalah-right-title = Zrna blizu spremišta
chapter-kalah-right-screen-1 = Kućicama blizu tvog spremišta treba malo zrna da stignu do njega, a često ti daju još jedan potez. Drži zrna u njima, a kućice s lijeve strane igraj kad ti se ne žuri.
chapter-kalah-right-screen-2 = Gledaj: zrna s desne strane odlaze u spremište potez za potezom, a Tux do njih ne može doći.

chapter-kalah-sweep-title = Zadnja zrna
chapter-kalah-sweep-screen-1 = Igra završava čim je jedan red prazan. Tada svaki igrač stavlja zrna koja su mu ostala u redu u svoje spremište.
chapter-kalah-sweep-screen-2 = Zato na kraju prebroji oba reda i oba spremišta. Ponekad je najbolje brzo isprazniti svoj red, a ponekad tako Tux dobije sva svoja zrna. Gledaj ovaj kraj igre.

## Congkak

chapter-congkak-chains-title = Još jednom i još jednom
chapter-congkak-chains-screen-1 = Kad zadnje zrno padne u tvoje spremište, igraš još jednom. Kad zadnje zrno padne u kućicu u kojoj već ima zrna, uzmeš sva zrna iz nje i siješ dalje. Gledaj koliko daleko može ići jedan potez.
chapter-congkak-chains-screen-2 = Počni kućicom najbližom spremištu čija zrna stižu točno do njega. Zatim opet pogledaj: zrna su se pomaknula i možda sada neka druga kućica stiže do spremišta.

chapter-congkak-capture-title = Osvajanje
chapter-congkak-capture-screen-1 = Kad se tvoje zadnje zrno zaustavi u tvojoj praznoj kućici, osvajaš zrna nasuprot njoj. Nakon dugog puta u kućicama ima puno novih zrna, zato pažljivo broji.
chapter-congkak-capture-screen-2 = Gledaj: zrna prvo idu dalje od kućice do kućice, a onda se zaustave u tvojoj praznoj kućici, nasuprot punoj Tuxovoj kućici.

chapter-congkak-ending-title = Kraj igre
chapter-congkak-ending-screen-1 = Kad je igrač na potezu, a sve su mu kućice prazne, igra završava. Svaki igrač stavlja zrna koja su mu ostala u redu u svoje spremište. Gledaj ovaj kraj igre i prebroji tko što dobiva.

## Togyz Kumalak

chapter-togyz-tuzdyk-title = Gdje napraviti tuzdik
chapter-togyz-tuzdyk-screen-1 = Tuzdik radi za tebe do kraja igre: svako zrno koje padne u njega ide u tvoj kazan. Napravi ga rano, u Tuxovoj kućici kroz koju zrna često prolaze.
chapter-togyz-tuzdyk-screen-2 = Gledaj: zadnje zrno padne u kućicu drugog reda i u njoj su sada točno tri zrna. Ta kućica postaje tuzdik. Ali tuzdik vrijedi samo ako u kazanu i dalje imaš više zrna od Tuxa.

chapter-togyz-even-title = Parni brojevi
chapter-togyz-even-screen-1 = Kad tvoje zadnje zrno padne u kućicu drugog reda i u njoj bude paran broj zrna, osvajaš ih. Velike Tuxove kućice s neparnim brojem zrna prave su mete: još jedno zrno i broj je paran.
chapter-togyz-even-screen-2 = Gledaj: ovaj potez završava u velikoj Tuxovoj kućici i broj u njoj postaje paran. Sva njezina zrna idu u tvoj kazan.

chapter-togyz-defend-title = Čuvaj svoje kućice
chapter-togyz-defend-screen-1 = Tvoja kućica s dva zrna postaje Tuxov tuzdik ako Tuxovo zadnje zrno padne u nju. Veliku kućicu s neparnim brojem zrna Tux može osvojiti. Pogledaj svoj red Tuxovim očima.
chapter-togyz-defend-screen-2 = Gledaj: veliku kućicu u opasnosti odigraš prije nego što Tux stigne do nje. Njezina su zrna na sigurnom, a usput još i osvajaju.

chapter-togyz-ending-title = Kraj igre
chapter-togyz-ending-screen-1 = Kad je igrač na potezu, a u redu nema nijednog zrna, igra završava. Drugi igrač tada stavlja zrna iz svog reda u svoj kazan. Prebroji zrna u oba reda i u oba kazana. Pazi da ti u redu uvijek ostane koje zrno.
