# Oware (abapa-säännöt): kaikki aktiviteetin sanat suomeksi.
# Lukijat ovat 5–10-vuotiaita lapsia, tai opettaja lukee ääneen:
# lyhyitä lauseita, yksi asia kerrallaan, lämmin sävy.

## Tietoa aktiviteetista

activity-title = Oware
activity-description = Kylvä siemeniä ja kaappaa niitä ikivanhassa pelissä Länsi-Afrikasta.
activity-goal = Kaappaa enemmän siemeniä kuin toinen pelaaja. 25 siemenellä voitat!
activity-manual =
    Napsauta omalla rivilläsi hehkuvaa taloa. Sen siemenet lähtevät kiertämään lautaa.
    Etkö tiedä, mitä pelata? Paina Vihje, niin Tux näyttää hyvän talon.
    Haluatko muuttaa siirtoasi? Paina Kumoa, niin siirto perutaan.
    Mitä korkeampi taso, sitä paremmin Tux pelaa. Tasopainikkeilla peli muuttuu helpommaksi tai vaikeammaksi.
    Voit pelata myös kaverin kanssa samalla näytöllä.
activity-credit = Oware on ikivanha peli Länsi-Afrikasta. Sitä pelataan Ghanassa ja monessa naapurimaassa. Tässä pelataan abapa-sääntöjen mukaan.
language-name = Suomi

## Pelaajat

player-you = Sinä
player-tux = Tux
player-south = Pelaaja 1
player-north = Pelaaja 2

## Painikepalkki: lyhyet nimet, myös ruudunlukijoille.

bar-help = Ohje
bar-hint = Vihje
bar-undo = Kumoa
bar-restart = Uusi peli
bar-level-down = Helpompi
bar-level-up = Vaikeampi
bar-mode-tux = Tuxia vastaan
bar-mode-friends = Kaksi pelaajaa
bar-language = Kieli
bar-home = Valikko
dialog-close = Sulje

## Tilarivi

level-line = taso { $level }/{ $max }
turn-you = Sinun vuorosi!
turn-tux = Tux miettii…
turn-player = { $player }, sinun vuorosi!

## Ruokkiminen: toinen rivi on tyhjä.

feed-explain = Toinen rivi on tyhjä! Valitse talo, jossa on sininen nuoli. Sen siemenet yltävät sinne.

## Torjutut napsautukset

illegal-empty-house = Tämä talo on tyhjä. Valitse talo, jossa on siemeniä.
illegal-not-your-house = Tämä talo on toisella rivillä. Valitse jokin omistasi.
illegal-must-feed = Toinen rivi on tyhjä, eivätkä tämän talon siemenet yllä sinne. Valitse talo, jossa on nuoli.
illegal-wait = Odota hetki. Tux miettii vielä.
illegal-game-over = Tämä peli on päättynyt. Aloita uusi!
illegal-tuzdyk = Tämä talo on tuzdyk. Sitä ei saa pelata kukaan.

## Mitä juuri tapahtui
## $house on talon kirjain: A–F alarivillä, a–f ylärivillä.

move-tux-played = Tux pelasi talon { $house }.
captured-you =
    { $count ->
        [one] Kaappasit { $count } siemenen!
       *[other] Kaappasit { $count } siementä!
    }
captured-tux =
    { $count ->
        [one] Tux kaappasi { $count } siemenen.
       *[other] Tux kaappasi { $count } siementä.
    }
captured-player =
    { $count ->
        [one] { $player } kaappasi { $count } siemenen!
       *[other] { $player } kaappasi { $count } siementä!
    }
grand-slam = Tämä siirto olisi vienyt kaikki toisen rivin siemenet. Siksi tällä kertaa ei kaapattu mitään.
hint-try = Kokeile taloa { $house }!
hint-thinking = Tux etsii hyvää siirtoa…
undo-nothing = Ei ole siirtoa, jonka voisi perua.

## Pelin loppu

end-you-win = Voitit! Hienosti pelattu!
end-tux-wins = Tux voitti tällä kertaa. Yritä uudestaan!
end-draw = Tasapeli!
end-player-wins = { $player } voitti! Hienosti pelattu!
end-score = Tulos: { $south } – { $north }
end-reason-score = Toinen pelaajista kaappasi yli puolet siemenistä.
end-reason-draw = Kumpikin pelaaja kaappasi 24 siementä. Se on tasan puolet.
end-reason-no-feed = Mikään siirto ei voinut antaa siemeniä tyhjälle riville. Siksi kumpikin pelaaja saa oman puolensa siemenet.
end-reason-repetition = Sama asetelma tuli vastaan kolmannen kerran. Siksi kumpikin pelaaja saa oman puolensa siemenet.
end-reason-no-capture-limit = 160 siirtoa meni ilman yhtään kaappausta. Siksi kumpikin pelaaja saa oman puolensa siemenet.
end-reason-empty-row = Yksi talorivi on tyhjä. Kumpikin pelaaja laskee mukaan omalle puolelleen jääneet siemenet.
end-reason-endless = Tämä siirto ei loppuisi koskaan, joten peli päättyy tähän. Kumpikin pelaaja laskee oman puolensa siemenet.
end-reason-no-move = Yhdellä pelaajalla ei ollut enää siemeniä siirtoon. Vastustaja saa omalle puolelleen jääneet siemenet.
end-play-again = Pelaa uudestaan
end-next-level = Seuraava taso

## Nimet ruudunlukijoille

house-playable =
    { $count ->
        [one] Talo { $house }, { $count } siemen, voit pelata sen
       *[other] Talo { $house }, { $count } siementä, voit pelata sen
    }
house-feeding =
    { $count ->
        [one] Talo { $house }, { $count } siemen, antaa siemeniä toiselle riville
       *[other] Talo { $house }, { $count } siementä, antaa siemeniä toiselle riville
    }
house-blocked =
    { $count ->
        [one] Talo { $house }, { $count } siemen
       *[other] Talo { $house }, { $count } siementä
    }
store-you =
    { $count ->
        [one] Olet kaapannut { $count } siemenen
       *[other] Olet kaapannut { $count } siementä
    }
store-tux =
    { $count ->
        [one] Tux on kaapannut { $count } siemenen
       *[other] Tux on kaapannut { $count } siementä
    }
store-south =
    { $count ->
        [one] { player-south } on kaapannut { $count } siemenen
       *[other] { player-south } on kaapannut { $count } siementä
    }
store-north =
    { $count ->
        [one] { player-north } on kaapannut { $count } siemenen
       *[other] { player-north } on kaapannut { $count } siementä
    }

## Ohje: kappaleiden välissä on yksi tyhjä rivi.

help-title = Näin owarea pelataan
help-rules =
    Laudalla on kaksi riviä, ja kummassakin on kuusi taloa. Kummallakin pelaajalla on oma rivinsä. Alussa joka talossa on neljä siementä. Niitä on yhteensä 48.

    Kun on sinun vuorosi, valitse oma talo, jossa on siemeniä. Ota kaikki sen siemenet. Pudota ne yksi kerrallaan seuraaviin taloihin vastapäivään. Tätä sanotaan kylvämiseksi.

    Kun siemeniä on 12 tai enemmän, siirto kiertää koko laudan ympäri. Silloin talo, josta lähdit, ohitetaan. Se jää tyhjäksi.

    Katso taloa, johon viimeinen siemen putosi. Onko se toisella rivillä, ja onko siinä nyt 2 tai 3 siementä? Silloin kaappaat ne.

    Katso sitten taloa, joka on juuri ennen sitä. Jos sekin on toisella rivillä ja siinä on 2 tai 3 siementä, kaappaat nekin. Jatka näin taaksepäin, kunnes tulee talo, joka ei käy.

    Kaappaus ei saa koskaan viedä toisen rivin kaikkia siemeniä. Jos se veisi ne kaikki, et kaappaa mitään. Siirto on silti sallittu: siemenet jäävät sinne, minne ne kylvettiin. Näin toisella pelaajalla on aina siemeniä pelattavaksi.

    Jos toinen rivi on tyhjä, sinun täytyy ruokkia sitä. Pelaa talo, jonka siemenet yltävät sille riville. Jos mikään talo ei pysty siihen, peli päättyy ja saat oman rivisi siemenet.

    Voitat, kun olet kaapannut 25 siementä tai enemmän. Se on yli puolet! Jos kumpikin pelaaja kaappaa 24 siementä, tulee tasapeli.

    Joskus peli alkaa kiertää kehää. Kun sama asetelma tulee vastaan kolmannen kerran, peli päättyy. Se päättyy myös, jos 160 siirron aikana ei kaapata mitään. Silloin kumpikin pelaaja saa oman puolensa siemenet.
