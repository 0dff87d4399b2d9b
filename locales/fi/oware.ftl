# Oware (abapa-säännöt): vain tämän pelin sanat, suomeksi.
# Kaikkien pelien yhteiset sanat ovat tiedostossa common.ftl.
# Talossa on alussa 4, 5 tai 6 siementä, joten jokainen luku on muuttuja.

## Tietoa pelistä

oware-title = Oware
oware-description = Kylvä siemeniä ja kaappaa niitä ikivanhassa pelissä Länsi-Afrikasta.
# Yksi rivi pelin kortissa. $win: voittoon riittävät siemenet (yli puolet kaikista).
oware-goal = Kaappaa enemmän siemeniä kuin toinen pelaaja. { $win } siemenellä voitat!
oware-manual =
    Napsauta omalla rivilläsi hehkuvaa taloa. Sen siemenet lähtevät kiertämään lautaa.
    Etkö tiedä, mitä pelata? Paina Vihje, niin Tux näyttää hyvän talon.
    Haluatko muuttaa siirtoasi? Paina Kumoa, niin siirto perutaan.
    Mitä korkeampi taso, sitä paremmin Tux pelaa. Tasopainikkeilla peli muuttuu helpommaksi tai vaikeammaksi.
    Voit pelata myös kaverin kanssa samalla näytöllä.
oware-credit = Oware on ikivanha peli Länsi-Afrikasta. Sitä pelataan Ghanassa ja monessa naapurimaassa. Tässä pelataan abapa-sääntöjen mukaan.

## Ruokkiminen: toinen rivi on tyhjä.

feed-explain = Toinen rivi on tyhjä! Valitse talo, jossa on sininen nuoli. Sen siemenet yltävät sinne.
illegal-must-feed = Toinen rivi on tyhjä, eivätkä tämän talon siemenet yllä sinne. Valitse talo, jossa on nuoli.
# Kenen talo on: $owner on you, tux tai player (silloin $player on pelaajan nimi).
house-feeding =
    { $owner ->
        [you] Sinun talosi { $house }
        [tux] Tuxin talo { $house }
       *[player] { $player }: talo { $house }
    }, { $count ->
        [one] { $count } siemen
       *[other] { $count } siementä
    }, antaa siemeniä toiselle riville

## Mitä juuri tapahtui

grand-slam = Tämä siirto olisi vienyt kaikki toisen rivin siemenet. Siksi tällä kertaa ei kaapattu mitään.

## Miksi peli päättyi

oware-end-score = Toinen pelaajista kaappasi yli puolet siemenistä.
oware-end-draw = Kumpikin pelaaja kaappasi { $half } siementä. Se on tasan puolet.
oware-end-no-feed = Mikään siirto ei voinut antaa siemeniä tyhjälle riville. Siksi kumpikin pelaaja saa oman puolensa siemenet.
oware-end-repetition = Sama asetelma tuli vastaan kolmannen kerran. Siksi kumpikin pelaaja saa oman puolensa siemenet.
oware-end-no-capture-limit = { $limit } siirtoa meni ilman yhtään kaappausta. Siksi kumpikin pelaaja saa oman puolensa siemenet.

## Ohje: kappaleiden välissä on yksi tyhjä rivi.
## $seeds: siemeniä joka talossa alussa; $total: kaikki siemenet; $win: voittoon riittävät
## siemenet; $half: puolet kaikista siemenistä; $lap: siemenmäärä, jolla siirto kiertää koko
## laudan; $limit: siirrot ilman kaappausta, joiden jälkeen peli päättyy.

oware-help-title = Näin owarea pelataan
oware-help-rules =
    Laudalla on kaksi riviä, ja kummassakin on kuusi taloa. Kummallakin pelaajalla on oma rivinsä. Alussa joka talossa on { $seeds } siementä. Niitä on yhteensä { $total }.

    Kun on sinun vuorosi, valitse oma talo, jossa on siemeniä. Ota kaikki sen siemenet. Pudota ne yksi kerrallaan seuraaviin taloihin vastapäivään. Tätä sanotaan kylvämiseksi.

    Kun siemeniä on { $lap } tai enemmän, siirto kiertää koko laudan ympäri. Silloin talo, josta lähdit, ohitetaan. Se jää tyhjäksi.

    Katso taloa, johon viimeinen siemen putosi. Onko se toisella rivillä, ja onko siinä nyt kaksi tai kolme siementä? Silloin kaappaat ne.

    Katso sitten taloa, joka on juuri ennen sitä. Jos sekin on toisella rivillä ja siinä on kaksi tai kolme siementä, kaappaat nekin. Jatka näin taaksepäin, kunnes tulee talo, joka ei käy.

    Kaappaus ei saa koskaan viedä toisen rivin kaikkia siemeniä. Jos se veisi ne kaikki, et kaappaa mitään. Siirto on silti sallittu: siemenet jäävät sinne, minne ne kylvettiin. Näin toisella pelaajalla on aina siemeniä pelattavaksi.

    Jos toinen rivi on tyhjä, sinun täytyy ruokkia sitä. Pelaa talo, jonka siemenet yltävät sille riville. Jos mikään talo ei pysty siihen, peli päättyy ja saat oman rivisi siemenet.

    Voitat, kun olet kaapannut { $win } siementä tai enemmän. Se on yli puolet! Jos kumpikin pelaaja kaappaa { $half } siementä, tulee tasapeli.

    Joskus peli alkaa kiertää kehää. Kun sama asetelma tulee vastaan kolmannen kerran, peli päättyy. Se päättyy myös, jos { $limit } siirron aikana ei kaapata mitään. Silloin kumpikin pelaaja saa oman puolensa siemenet.
