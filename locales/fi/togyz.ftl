# Togyz kumalak: vain tämän pelin sanat, suomeksi.
# Kaikkien pelien yhteiset sanat ovat tiedostossa common.ftl.
# Kaksi kazakinkielistä sanaa jää ennalleen, ja ohje selittää ne: kazan on pelaajan varasto
# (iso pata), tuzdyk on toisen rivin talo, jonka pelaaja on voittanut pysyvästi.

## Tietoa pelistä

togyz-title = Togyz Kumalak
togyz-description = Iso lauta ja paljon siemeniä Keski-Aasiasta. Voita itsellesi oma talo, tuzdyk!
# Yksi rivi pelin kortissa. $win: voittoon riittävät siemenet (yli puolet kaikista).
togyz-goal = Kerää kazaniisi { $win } siementä, niin voitat!
togyz-manual =
    Napsauta omalla rivilläsi hehkuvaa taloa. Sen siemenet lähtevät kiertämään lautaa.
    Talo, jossa on tuzdyk-merkki, kuuluu pelaajalle pysyvästi. Kukaan ei pelaa sitä.
    Etkö tiedä, mitä pelata? Paina Vihje, niin Tux näyttää hyvän talon.
    Haluatko muuttaa siirtoasi? Paina Kumoa, niin siirto perutaan.
    Mitä korkeampi taso, sitä paremmin Tux pelaa. Tasopainikkeilla peli muuttuu helpommaksi tai vaikeammaksi.
    Voit pelata myös kaverin kanssa samalla näytöllä.
togyz-credit = Togyz kumalak on kazakkien ikivanha peli Keski-Aasiasta. Togyz tarkoittaa kazakiksi yhdeksää: yhdeksän taloa rivissä, yhdeksän siementä joka talossa.

## Tuzdykit

illegal-tuzdyk = Tämä talo on tuzdyk. Sitä ei saa pelata kukaan.
# Sana, joka piirretään laudalla tuzdyk-talon kohdalle: yksi lyhyt sana.
tuzdyk-mark = tuzdyk
tuzdyk-made-you = Talo { $house } on nyt sinun tuzdykisi! Siihen putoavat siemenet menevät kazaniisi.
tuzdyk-made-tux = Talo { $house } on nyt Tuxin tuzdyk. Siihen putoavat siemenet menevät Tuxin kazaniin.
tuzdyk-made-player = { $player }, talo { $house } on nyt sinun tuzdykisi! Siihen putoavat siemenet menevät kazaniisi.
# Luokkakaveri toisella tietokoneella, nimettynä lauseen lukevalle lapselle.
tuzdyk-made-classmate = { $player } sai tuzdykin: talon { $house }. Siihen putoavat siemenet menevät hänen kazaniinsa.
# Nimet ruudunlukijoille.
house-tuzdyk-you = Talo { $house }, sinun tuzdykisi
house-tuzdyk-tux = Talo { $house }, Tuxin tuzdyk
house-tuzdyk-player = Talo { $house }, tuzdyk, omistaja { $player }

## Miksi peli päättyi

togyz-end-score = Yhdessä kazanissa on { $win } siementä tai enemmän. Se on yli puolet!
togyz-end-draw = Kummallakin pelaajalla on { $half } siementä. Se on tasan puolet.
togyz-end-no-move = Yhdellä pelaajalla ei ollut enää siemeniä siirtoon. Toinen pelaaja siirtää oman rivinsä jäljellä olevat siemenet kazaniinsa.

## Ohje: kappaleiden välissä on yksi tyhjä rivi.
## $houses: taloja rivissä; $seeds: siemeniä joka talossa alussa; $total: kaikki siemenet;
## $win: voittoon riittävät siemenet; $half: puolet kaikista siemenistä.

togyz-help-title = Näin togyz kumalakia pelataan
togyz-help-rules =
    Laudalla on kaksi riviä, ja kummassakin on { $houses } taloa. Kummallakin pelaajalla on oma rivinsä. Alussa joka talossa on { $seeds } siementä. Niitä on yhteensä { $total }.

    Kummallakin pelaajalla on myös kazan. Se on iso pata, varasto siemenille, jotka voitat. Sinun kazanisi on oikeanpuoleinen, rivien välissä, ja siinä on sinun värisi.

    Kun on sinun vuorosi, valitse oma talo, jossa on siemeniä. Ota kaikki sen siemenet. Laita ensimmäinen takaisin samaan taloon. Pudota sitten muut yksi kerrallaan seuraaviin taloihin vastapäivään.

    Onko talossa vain yksi siemen? Silloin se siirtyy seuraavaan taloon.

    Katso taloa, johon viimeinen siemen putosi. Onko se toisella rivillä, ja onko siinä nyt parillinen määrä siemeniä, esimerkiksi kaksi, neljä tai kuusi? Silloin kaappaat ne kaikki. Ne menevät kazaniisi.

    Onko siinä tasan kolme siementä? Silloin kaappaat ne, ja talosta tulee sinun tuzdykisi. Se on sinun pelin loppuun asti. Jokainen siemen, joka putoaa siihen myöhemmin, menee suoraan kazaniisi. Tuzdykia ei saa pelata kukaan.

    Kumpikin pelaaja voi saada vain yhden tuzdykin. Se ei voi koskaan olla rivin viimeinen talo, talo I tai i. Eikä sillä saa olla samaa kirjainta kuin toisen pelaajan tuzdykilla: jos yksi on talo c, toinen ei voi olla talo C.

    Voitat, kun kazanissasi on { $win } siementä tai enemmän. Se on yli puolet! Jos kummallakin pelaajalla on lopussa { $half } siementä, tulee tasapeli.

    Jos vuorossa olevalla pelaajalla ei ole enää siemeniä, peli päättyy. Toinen pelaaja siirtää oman rivinsä jäljellä olevat siemenet kazaniinsa. Isompi kazan voittaa.
