# Kalah: vain tämän pelin sanat, suomeksi.
# Kaikkien pelien yhteiset sanat ovat tiedostossa common.ftl (myös uusi vuoro).
# Talossa on alussa 3–6 siementä, joten jokainen luku on muuttuja.

## Tietoa pelistä

kalah-title = Kalah
kalah-description = Kylvä siemeniä taloihisi ja varastoosi. Kun päädyt varastoon, saat pelata uudestaan!
# Yksi rivi pelin kortissa.
kalah-goal = Kerää varastoosi enemmän siemeniä kuin toinen pelaaja.
kalah-manual =
    Napsauta omalla rivilläsi hehkuvaa taloa. Sen siemenet lähtevät kiertämään lautaa ja kulkevat varastosi kautta.
    Etkö tiedä, mitä pelata? Paina Vihje, niin Tux näyttää hyvän talon.
    Haluatko muuttaa siirtoasi? Paina Kumoa, niin siirto perutaan.
    Mitä korkeampi taso, sitä paremmin Tux pelaa. Tasopainikkeilla peli muuttuu helpommaksi tai vaikeammaksi.
    Voit pelata myös kaverin kanssa samalla näytöllä.
kalah-credit = Kalah kuuluu kylvöpelien suureen perheeseen. Niitä on pelattu Afrikassa ja Aasiassa hyvin kauan. Tämä versio tuli suosituksi Yhdysvalloissa, ja nyt lapset pelaavat sitä kaikkialla maailmassa.

## Miksi peli päättyi

kalah-end-empty-row = Yksi talorivi on tyhjä. Kumpikin pelaaja siirtää oman rivinsä jäljellä olevat siemenet varastoonsa. Täydempi varasto voittaa.

## Ohje: kappaleiden välissä on yksi tyhjä rivi.
## $houses: taloja rivissä; $seeds: siemeniä joka talossa alussa;
## $total: kaikki siemenet; $half: puolet kaikista siemenistä.

kalah-help-title = Näin kalahia pelataan
kalah-help-rules =
    Laudalla on kaksi riviä, ja kummassakin on { $houses } taloa. Kummallakin pelaajalla on oma rivinsä. Varastosi on iso kuoppa rivisi oikeassa päässä, ja siinä on sinun värisi.

    Alussa joka talossa on { $seeds } siementä. Niitä on yhteensä { $total }. Varastot ovat tyhjiä.

    Kun on sinun vuorosi, valitse oma talo, jossa on siemeniä. Ota kaikki sen siemenet. Pudota ne yksi kerrallaan seuraaviin taloihin vastapäivään. Tätä sanotaan kylvämiseksi.

    Kun kuljet oman varastosi ohi, pudota siihenkin yksi siemen. Toisen pelaajan varasto ohitetaan. Pitkä siirto voi palata taloon, josta lähdit. Sekin saa siemenen niin kuin muutkin.

    Putosiko viimeinen siemenesi varastoosi? Silloin saat pelata uudestaan!

    Putosiko viimeinen siemenesi tyhjään taloon omalla rivilläsi? Katso taloa sitä vastapäätä. Jos siinä on siemeniä, kaappaat ne kaikki ja viimeisen siemenesi myös. Ne menevät varastoosi.

    Peli päättyy heti, kun yksi rivi on tyhjä. Silloin kumpikin pelaaja siirtää oman rivinsä jäljellä olevat siemenet varastoonsa.

    Se, jonka varastossa on enemmän siemeniä, voittaa. Jos kummassakin varastossa on { $half } siementä, tulee tasapeli.
