# Congkak: vain tämän pelin sanat, suomeksi.
# Kaikkien pelien yhteiset sanat ovat tiedostossa common.ftl (myös uusi vuoro).
# Talossa on alussa 5–7 siementä, joten jokainen luku on muuttuja.

## Tietoa pelistä

congkak-title = Congkak
congkak-description = Kylvöpeli, jossa siemenet kulkevat ja kulkevat: jos osut siemeniin, ota ne ja jatka kylvämistä!
# Yksi rivi pelin kortissa.
congkak-goal = Jatka kylvämistä ja kerää varastoosi enemmän siemeniä kuin toinen pelaaja.
congkak-manual =
    Napsauta omalla rivilläsi hehkuvaa taloa. Sen siemenet lähtevät pitkälle matkalle laudan ympäri.
    Kun viimeinen siemen osuu toisiin siemeniin, matka jatkuu itsestään. Katso, mihin se pysähtyy!
    Etkö tiedä, mitä pelata? Paina Vihje, niin Tux näyttää hyvän talon.
    Haluatko muuttaa siirtoasi? Paina Kumoa, niin siirto perutaan.
    Mitä korkeampi taso, sitä paremmin Tux pelaa. Tasopainikkeilla peli muuttuu helpommaksi tai vaikeammaksi.
    Voit pelata myös kaverin kanssa samalla näytöllä.
congkak-credit = Congkakia pelataan Malesiassa, Indonesiassa, Bruneissa ja Singaporessa. Sen lauta on usein veistetty puusta veneen muotoiseksi. Lapset pelaavat sitä siemenillä, simpukankuorilla tai pienillä kivillä.

## Miksi peli päättyi

congkak-end-empty-row = Vuorossa olevan pelaajan taloissa ei ollut enää siemeniä. Toinen pelaaja siirtää oman rivinsä jäljellä olevat siemenet varastoonsa. Täydempi varasto voittaa.
congkak-end-endless = Tämä siirto ei loppuisi koskaan, joten peli päättyy tähän. Kumpikin pelaaja siirtää oman rivinsä jäljellä olevat siemenet varastoonsa.

## Ohje: kappaleiden välissä on yksi tyhjä rivi.
## $houses: taloja rivissä; $seeds: siemeniä joka talossa alussa;
## $total: kaikki siemenet; $half: puolet kaikista siemenistä.

congkak-help-title = Näin congkakia pelataan
congkak-help-rules =
    Laudalla on kaksi riviä, ja kummassakin on { $houses } taloa. Kummallakin pelaajalla on oma rivinsä. Varastosi on iso kuoppa rivisi oikeassa päässä, ja siinä on sinun värisi.

    Alussa joka talossa on { $seeds } siementä. Niitä on yhteensä { $total }. Varastot ovat tyhjiä.

    Kun on sinun vuorosi, valitse oma talo, jossa on siemeniä. Ota kaikki sen siemenet. Pudota ne yksi kerrallaan seuraaviin taloihin vastapäivään. Tätä sanotaan kylvämiseksi.

    Kun kuljet oman varastosi ohi, pudota siihenkin yksi siemen. Toisen pelaajan varasto ohitetaan.

    Katso nyt, mihin viimeinen siemenesi putoaa.

    Varastoosi? Silloin saat pelata uudestaan!

    Taloon, jossa oli jo siemeniä, kummalla tahansa rivillä? Ota kaikki sen talon siemenet ja jatka kylvämistä siitä.

    Tyhjään taloon omalla rivilläsi? Kaappaat viimeisen siemenesi ja kaikki vastapäisen talon siemenet. Ne menevät varastoosi. Vaikka vastapäinen talo olisi tyhjä, viimeinen siemenesi menee silti varastoosi.

    Tyhjään taloon toisella rivillä? Silloin siirtosi päättyy siihen.

    Peli päättyy, kun on jonkun vuoro eikä hänen taloissaan ole yhtään siementä. Silloin kumpikin pelaaja siirtää oman rivinsä jäljellä olevat siemenet varastoonsa.

    Se, jonka varastossa on enemmän siemeniä, voittaa. Jos kummassakin varastossa on { $half } siementä, tulee tasapeli.
