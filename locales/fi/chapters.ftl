# Strategian luvut suomeksi (the chapters of strategy, in Finnish).
# Readers are children aged 7 to 11: short sentences, one idea each, a warm tone.
# The screens are replayed on the board while the child reads, so they say "katso" and never
# name a house by its letter. A number is always a variable, never written in the text.

## The goals. $seeds, $moves, $lead and $sowings are counts; $moves is the child's own moves.

chapter-task-capture =
    { $moves ->
        [one] Kaappaa vähintään { $seeds } siementä yhdellä siirrolla.
       *[other] Kaappaa vähintään { $seeds } siementä enintään { $moves } siirrolla.
    }
chapter-task-keep-safe =
    { $moves ->
        [one] Pidä siemenesi turvassa: Tux ei saa kaapata mitään seuraavalla siirrollaan.
       *[other] Pidä siemenesi turvassa: Tux ei saa kaapata mitään { $moves } seuraavalla siirrollaan.
    }
chapter-task-win =
    { $moves ->
        [one] Voita peli yhdellä siirrolla.
       *[other] Voita peli enintään { $moves } siirrolla.
    }
chapter-task-tuzdyk =
    { $moves ->
        [one] Tee tuzdyk yhdellä siirrolla. Kazanissasi pitää silloin olla enemmän siemeniä kuin Tuxin kazanissa.
       *[other] Tee tuzdyk enintään { $moves } siirrolla. Kazanissasi pitää silloin olla enemmän siemeniä kuin Tuxin kazanissa.
    }
chapter-task-chain = Kylvä { $sowings } kertaa peräkkäin samalla vuorolla.
chapter-task-lead =
    { $moves ->
        [one] Seuraavan siirtosi jälkeen
       *[other] Viimeistään { $moves } siirron jälkeen
    } varastossasi pitää olla vähintään { $lead ->
        [one] { $lead } siemen
       *[other] { $lead } siementä
    } enemmän kuin Tuxin varastossa.

## Oware

chapter-oware-targets-title = Talot vaarassa
chapter-oware-targets-screen-1 = Talosi, jossa on yksi tai kaksi siementä, on vaarassa. Jos Tuxin viimeinen siemen putoaa siihen, siinä on silloin kaksi tai kolme siementä, ja Tux kaappaa ne. Taloa, jossa on kolme siementä tai enemmän, on paljon vaikeampi kaapata.
chapter-oware-targets-screen-2 = Tux tähtää yhteen taloosi. Katso: vaarassa olevat siemenet lähtevät talosta, ennen kuin Tux ehtii sinne. Silloin Tuxin siirto ei kaappaa mitään.

chapter-oware-count-title = Mihin viimeinen siemen putoaa?
chapter-oware-count-screen-1 = Kun kylvät, jokaiseen seuraavaan taloon putoaa yksi siemen. Siksi viimeinen siemen putoaa yhtä monen talon päähän kuin talossa oli siemeniä. Laske, ennen kuin pelaat!
chapter-oware-count-screen-2 = Katso tätä siirtoa. Viimeisen siemenen jälkeen toisen rivin talossa on kaksi tai kolme siementä, ja niin on myös juuri sitä edeltävässä talossa. Yksi siirto kaappaa kummankin talon siemenet.

chapter-oware-big-house-title = Iso talo
chapter-oware-big-house-screen-1 = Joskus kannattaa jättää talo pelaamatta ja antaa siementen kertyä siihen. Kun talossa on tarpeeksi siemeniä, ne kiertävät koko laudan ympäri. Jokainen toisen rivin talo saa siemenen, jotkin jopa kaksi.
chapter-oware-big-house-screen-2 = Odota, kunnes toisella rivillä on monta taloa, joissa on yksi tai kaksi siementä. Pelaa silloin iso talo. Katso: kun sen viimeiset siemenet putoavat, monessa talossa on kaksi tai kolme siementä, ja kaappaat ne kaikki.

chapter-oware-feeding-title = Ruokkiminen ja nälkä
chapter-oware-feeding-screen-1 = Jos Tuxin rivi on tyhjä, sinun pitää ruokkia sitä: pelaa talo, jonka siemenet yltävät sinne. Kun Tuxilla on vähän siemeniä, sillä on myös vähän siirtoja, ja sinä päätät, mitä se voi tehdä.
chapter-oware-feeding-screen-2 = Älä kuitenkaan ole ahne. Kaappaus, joka veisi toisen rivin kaikki siemenet, ei vie mitään. Katso: tämä siirto jättää Tuxille yhden siemenen, joten kaappaus onnistuu.

chapter-oware-tempo-title = Odotussiirrot
chapter-oware-tempo-screen-1 = Paras siirto ei aina ole kaappaus. Pieni siirto, joka ei muuta paljon, pakottaa Tuxin pelaamaan, ja silloin Tux voi jättää sinulle talon, jonka voit kaapata.
chapter-oware-tempo-screen-2 = Katso: ensin rauhallinen siirto, sitten Tuxin on pakko pelata, ja vasta sitten kaappaus. Säästä pieni siirto siihen hetkeen, kun tarvitset sitä.

chapter-oware-ending-title = Laske loppuun asti
chapter-oware-ending-screen-1 = Kun siemeniä on enää vähän, laske kaikki: siemenet jokaisessa talossa ja kummankin pelaajan odotussiirrot. Odotussiirrossa kaikki siemenet jäävät omalle rivillesi. Se, jolta odotussiirrot loppuvat ensin, joutuu kylvämään siemeniä toiselle riville.
chapter-oware-ending-screen-2 = Katso, miten tämä loppupeli etenee siirto siirrolta. Jokainen siemen on tärkeä, joten mieti peli loppuun asti, ennen kuin pelaat.

## Kalah

chapter-kalah-chains-title = Uudestaan ja uudestaan
chapter-kalah-chains-screen-1 = Talo, jonka viimeinen siemen putoaa varastoosi, antaa sinulle uuden vuoron. Pelaa ensin varastoa lähinnä oleva talo: kauempana vasemmalla olevat talot säilyttävät siemenensä ja voivat vielä yltää varastoon.
chapter-kalah-chains-screen-2 = Katso: yksi siirto varastoon, sitten toinen ja sitten vielä kolmas. Pitkä ketju vie monta siementä varastoosi, ennen kuin Tux pääsee edes pelaamaan.

chapter-kalah-empty-title = Tyhjä talo
chapter-kalah-empty-screen-1 = Kun viimeinen siemenesi putoaa omaan tyhjään taloosi, kaappaat vastapäisen talon siemenet. Katso tätä kaappausta.
chapter-kalah-empty-screen-2 = Tux voi tehdä samoin. Katso Tuxin tyhjiä taloja: jos Tux yltää johonkin niistä ja sitä vastapäätä oleva talosi on täynnä, siirrä siemenet sieltä pois tai täytä tyhjä talo.

chapter-kalah-right-title = Siemenet lähellä varastoa
chapter-kalah-right-screen-1 = Varastosi lähellä olevat talot yltävät varastoon jo muutamalla siemenellä, ja ne antavat sinulle uusia vuoroja. Pidä niissä siemeniä ja pelaa vasemmanpuoleisia taloja silloin, kun voit odottaa.
chapter-kalah-right-screen-2 = Katso: oikeanpuoleiset siemenet menevät varastoon siirto toisensa jälkeen, eikä Tux yllä niihin.

chapter-kalah-sweep-title = Viimeiset siemenet
chapter-kalah-sweep-screen-1 = Peli loppuu heti, kun yksi rivi on tyhjä. Silloin kumpikin pelaaja siirtää oman rivinsä jäljellä olevat siemenet varastoonsa.
chapter-kalah-sweep-screen-2 = Laske siis lopussa molempien rivien ja molempien varastojen siemenet. Joskus oma rivi kannattaa tyhjentää nopeasti, mutta joskus Tux saa silloin pitää kaikki rivinsä siemenet. Katso tätä loppupeliä.

## Congkak

chapter-congkak-chains-title = Uudestaan ja uudestaan
chapter-congkak-chains-screen-1 = Kun viimeinen siemen putoaa varastoosi, saat uuden vuoron. Kun viimeinen siemen osuu toisiin siemeniin, otat ne ja kylvät eteenpäin. Katso, kuinka pitkälle yksi vuoro voi jatkua.
chapter-congkak-chains-screen-2 = Aloita talosta, joka on lähimpänä varastoa ja jonka viimeinen siemen putoaa juuri varastoon. Katso sitten uudestaan: siemenet ovat liikkuneet, ja nyt ehkä jokin toinen talo yltää varastoon.

chapter-congkak-capture-title = Kaappaukset
chapter-congkak-capture-screen-1 = Kun viimeinen siemenesi pysähtyy omaan tyhjään taloosi, kaappaat vastapäisen talon siemenet. Pitkän matkan jälkeen taloissa on paljon uusia siemeniä, joten laske huolellisesti.
chapter-congkak-capture-screen-2 = Katso: ensin siemenet kulkevat talosta taloon, sitten viimeinen siemen pysähtyy omaan tyhjään taloosi. Sitä vastapäätä on Tuxin täysi talo.

chapter-congkak-ending-title = Pelin loppu
chapter-congkak-ending-screen-1 = Kun pelaajan vuorolla kaikki hänen talonsa ovat tyhjiä, peli loppuu. Kumpikin pelaaja siirtää oman rivinsä jäljellä olevat siemenet varastoonsa. Katso tätä loppua ja laske, kuka saa montako siementä.

## Togyz Kumalak

chapter-togyz-tuzdyk-title = Mihin tuzdyk kannattaa tehdä?
chapter-togyz-tuzdyk-screen-1 = Tuzdyk tekee työtä hyväksesi pelin loppuun asti: jokainen siihen putoava siemen menee kazaniisi. Tee se ajoissa, sellaiseen Tuxin rivin taloon, jonka kautta siemenet kulkevat usein.
chapter-togyz-tuzdyk-screen-2 = Katso: viimeisen siemenen jälkeen toisen rivin talossa on kolme siementä, ja siitä talosta tulee tuzdyk. Tuzdyk on kuitenkin hyvä vain, jos kazanissasi on edelleen enemmän siemeniä kuin Tuxin kazanissa.

chapter-togyz-even-title = Parilliset luvut
chapter-togyz-even-screen-1 = Viimeinen siemenesi kaappaa siemeniä, kun toisen rivin talossa on sen jälkeen parillinen määrä siemeniä. Tuxin isot talot, joissa on pariton määrä siemeniä, ovat hyviä kohteita: yksi siemen lisää, ja määrä on parillinen.
chapter-togyz-even-screen-2 = Katso: tämä siirto päättyy Tuxin isoon taloon, ja siinä on nyt parillinen määrä siemeniä. Kaikki sen siemenet menevät kazaniisi.

chapter-togyz-defend-title = Vartioi talojasi
chapter-togyz-defend-screen-1 = Talostasi, jossa on kaksi siementä, tulee Tuxin tuzdyk, jos Tuxin viimeinen siemen putoaa siihen. Ison talon, jossa on pariton määrä siemeniä, Tux voi kaapata. Katso riviäsi Tuxin silmin.
chapter-togyz-defend-screen-2 = Katso: vaarassa oleva iso talo pelataan, ennen kuin Tux yltää siihen. Sen siemenet ovat turvassa, ja ne jopa kaappaavat siemeniä.

chapter-togyz-ending-title = Loppupeli
chapter-togyz-ending-screen-1 = Jos pelaajalla ei ole vuorollaan yhtään siementä, peli loppuu, ja toinen pelaaja siirtää rivinsä siemenet kazaniinsa. Laske siemenet molemmilla riveillä ja molemmissa kazaneissa ja pidä siemeniä omalla rivilläsi.
