# Oppimisen apuvälineet suomeksi: ohjatut oppitunnit, siirron esikatselu, katsaus
# päättyneeseen peliin ja helpomman tason tarjous.
# Lukijat ovat 5–10-vuotiaita lapsia: lyhyitä lauseita, yksi ajatus kerrallaan.
# $house on talon kirjain (A, B, C… alhaalla, a, b, c… ylhäällä); luku on aina muuttuja.

## Oppituntien ympärillä olevat sanat

lessons-open = Oppitunnit
lessons-counter = Oppitunti { $level }/{ $max }
lessons-next = Seuraava oppitunti
lessons-retry = Yritä uudestaan
lessons-all-done = Teit kaikki tämän pelin oppitunnit! Kokeile nyt oikeaa peliä Tuxia vastaan.
lessons-play = Pelaa peli
lessons-card = Pelin { $game } oppitunnit: { $count }/{ $max } tehty
# Pelin oppituntien luettelo: $number alkaa ykkösestä, $title on oppitunnin nimi.
lessons-item = { $number }. { $title }
lessons-item-done = { $number }. { $title }, tehty

## Oppitunnit, jotka ovat samat monessa pelissä
## Tehtävässä $house on talo, joka pelataan. Siirron jälkeen $house on pelattu talo ja
## $count sen kaappaamat siemenet.

lesson-sow-title = Kylväminen
lesson-sow-task = Kylvä talon { $house } siemenet: ota ne kaikki ja pudota ne yksi kerrallaan seuraaviin taloihin.
lesson-sow-wrong = Tuo oli talo { $house }. Etsi talo, jolla on tehtävän kirjain, ja yritä uudestaan.
lesson-sow-right = Hienoa! Siemenet menivät yksi kerrallaan, kukin seuraavaan taloon.

lesson-most-title = Suurin saalis
lesson-most-task = Tässä moni siirto kaappaa siemeniä. Etsi se, joka kaappaa eniten!
lesson-most-wrong =
    { $count ->
        [one] Talo { $house } kaappaa { $count } siemenen. Jokin toinen talo kaappaa enemmän. Laske uudestaan!
       *[other] Talo { $house } kaappaa { $count } siementä. Jokin toinen talo kaappaa enemmän. Laske uudestaan!
    }
# Kun pelattu talo ei kaappaa mitään.
lesson-most-wrong-none = Talo { $house } ei kaappaa mitään. Jotkin muut talot kaappaavat siemeniä: etsi se, joka kaappaa eniten!
lesson-most-right =
    { $count ->
        [one] Oikein! { $count } siemen, suurin saalis!
       *[other] Oikein! { $count } siementä, suurin saalis!
    }

lesson-win-title = Voittosiirto
lesson-win-task = Yksi siirto voittaa pelin heti. Löydätkö sen?
lesson-win-wrong = Ei vielä: talon { $house } jälkeen peli jatkuu. Etsi siirto, joka voittaa pelin.
lesson-win-right = Voitit pelin! Hienosti pelattu!

# Kalah ja congkak.
lesson-again-title = Pelaa uudestaan
lesson-again-task = Etsi talo, jonka viimeinen siemen putoaa varastoosi. Silloin pelaat uudestaan!
lesson-again-wrong = Talon { $house } viimeinen siemen ei putoa varastoosi. Laske askeleet talosta varastoosi.
lesson-again-right = Suoraan varastoon! Pelaat uudestaan.

## Oware

lesson-oware-capture-title = Kaappaaminen
lesson-oware-capture-task = Pudota viimeinen siemenesi toiselle riville taloon, jossa on sitten kaksi tai kolme siementä. Kaappaat ne!
lesson-oware-capture-wrong = Talo { $house } ei kaappaa mitään. Katso, mihin sen viimeinen siemen putoaa: siinä talossa pitää sitten olla kaksi tai kolme siementä.
lesson-oware-capture-right =
    { $count ->
        [one] Kaappasit { $count } siemenen!
       *[other] Kaappasit { $count } siementä!
    }

lesson-oware-double-title = Kaksi kerralla
lesson-oware-double-task = Kaappaa kaksi taloa yhdellä siirrolla! Myös viimeistä edeltävä talo kaapataan, jos siinäkin on kaksi tai kolme siementä.
lesson-oware-double-wrong = Talo { $house } ei kaappaa kahta taloa. Etsi siirto, joka jättää kaksi tai kolme siementä kahteen vierekkäiseen taloon.
lesson-oware-double-right =
    { $count ->
        [one] Kaksi taloa kerralla: { $count } siemen!
       *[other] Kaksi taloa kerralla: { $count } siementä!
    }

lesson-oware-lap-title = Koko kierros
lesson-oware-lap-task = Talo, jossa on { $lap } siementä tai enemmän, kiertää koko laudan ympäri. Kylvä sen siemenet ja katso lähtötaloa!
lesson-oware-lap-wrong = Talo { $house } ei kierrä koko lautaa. Etsi talo, jossa on eniten siemeniä.
lesson-oware-lap-right = Näitkö? Lähtötalo ohitettiin. Se jää tyhjäksi.

lesson-oware-grand-slam-title = Jätä hänelle siemen
lesson-oware-grand-slam-task = Kaappaa siemeniä. Mutta varo: kaappaus, joka veisi toisen rivin kaikki siemenet, ei vie mitään!
lesson-oware-grand-slam-wrong = Talo { $house } ei kaappaa mitään. Kaappaus, joka veisi toisen rivin kaikki siemenet, ei vie mitään.
lesson-oware-grand-slam-right =
    { $count ->
        [one] Hienoa! Kaappasit { $count } siemenen ja jätit toiselle pelaajalle pelattavaa.
       *[other] Hienoa! Kaappasit { $count } siementä ja jätit toiselle pelaajalle pelattavaa.
    }

lesson-oware-feed-title = Ruokkiminen
lesson-oware-feed-task = Toinen rivi on tyhjä! Sinun pitää antaa sille siemeniä. Etsi talo, jonka siemenet yltävät sinne.
lesson-oware-feed-wrong = Talon { $house } siemenet eivät yllä toiselle riville. Etsi talo, jossa on enemmän siemeniä tai joka on lähempänä.
lesson-oware-feed-right = Kiitos! Nyt toisella pelaajalla on siemeniä pelattavaksi.

## Kalah

lesson-kalah-store-title = Varastosi
lesson-kalah-store-task = Varastosi on iso kuoppa rivisi oikeassa päässä, ja siinä on sinun värisi. Siemenesi kulkevat sen kautta. Etsi siirto, joka pudottaa siihen siemenen.
lesson-kalah-store-wrong = Talon { $house } siemenet pysähtyvät ennen varastoasi. Etsi talo, jonka siemenet yltävät sinne asti.
lesson-kalah-store-right = Siemen varastossasi! Se pysyy siellä pelin loppuun asti.

lesson-kalah-capture-title = Kaappaaminen
lesson-kalah-capture-task = Pudota viimeinen siemenesi tyhjään taloon omalla rivilläsi. Kaappaat sen ja vastapäisen talon siemenet!
lesson-kalah-capture-wrong = Talon { $house } viimeinen siemen ei putoa omaan tyhjään taloosi. Etsi tyhjä talo omalta riviltäsi.
lesson-kalah-capture-right =
    { $count ->
        [one] Kaappasit { $count } siemenen! Se menee varastoosi.
       *[other] Kaappasit { $count } siementä! Ne menevät varastoosi.
    }

lesson-kalah-round-title = Koko kierros
lesson-kalah-round-task = Kalahissa pitkä siirto palaa taloon, josta se lähti. Etsi talo, jonka siemenet riittävät kotiin asti.
lesson-kalah-round-wrong = Talon { $house } siemenet eivät palaa siihen. Etsi talo, jossa on eniten siemeniä.
lesson-kalah-round-right =
    { $count ->
        [one] Taas kotona! Viimeinen siemen putosi tyhjään lähtötaloon, ja kaappasit { $count } siemenen.
       *[other] Taas kotona! Viimeinen siemen putosi tyhjään lähtötaloon, ja kaappasit { $count } siementä.
    }

## Congkak

lesson-congkak-relay-title = Kylvä eteenpäin
lesson-congkak-relay-task = Kun viimeinen siemenesi osuu toisiin siemeniin, otat ne kaikki ja kylvät eteenpäin. Etsi siirto, joka tekee niin!
lesson-congkak-relay-wrong = Talon { $house } viimeinen siemen ei osu toisiin siemeniin. Etsi siirto, joka päättyy taloon, jossa on siemeniä.
lesson-congkak-relay-right = Matka jatkui itsestään! Katso aina, mihin viimeinen siemen putoaa.

lesson-congkak-capture-title = Kaappaaminen
lesson-congkak-capture-task = Pudota viimeinen siemenesi tyhjään taloon omalla rivilläsi. Kaappaat sen ja vastapäisen talon siemenet!
lesson-congkak-capture-wrong = Talon { $house } viimeinen siemen ei pysähdy omaan tyhjään taloosi. Etsi tyhjä talo omalta riviltäsi.
lesson-congkak-capture-right =
    { $count ->
        [one] Kaappasit { $count } siemenen!
       *[other] Kaappasit { $count } siementä!
    }

lesson-congkak-relay-capture-title = Pitkä matka
lesson-congkak-relay-capture-task = Etsi siirto, joka ensin osuu toisiin siemeniin ja jatkaa, sitten pysähtyy omaan tyhjään taloosi ja kaappaa.
lesson-congkak-relay-capture-wrong = Talo { $house } ei tee molempia. Seuraa siemeniä: ensin toisiin siemeniin, sitten omaan tyhjään taloosi.
lesson-congkak-relay-capture-right =
    { $count ->
        [one] Mikä matka! Kylvit eteenpäin ja kaappasit sitten { $count } siemenen.
       *[other] Mikä matka! Kylvit eteenpäin ja kaappasit sitten { $count } siementä.
    }

## Togyz kumalak

lesson-togyz-sow-title = Kylväminen
lesson-togyz-sow-task = Kylvä talon { $house } siemenet. Katso ensimmäistä siementä: se palaa taloon, josta se tuli!
lesson-togyz-sow-wrong = Tuo oli talo { $house }. Etsi talo, jolla on tehtävän kirjain, ja yritä uudestaan.
lesson-togyz-sow-right = Hienoa! Ensimmäinen siemen jäi kotiin, ja muut menivät yksi kerrallaan eteenpäin.

lesson-togyz-even-title = Parillinen määrä
lesson-togyz-even-task = Pudota viimeinen siemenesi toiselle riville taloon, jossa on sitten parillinen määrä siemeniä: kaksi, neljä, kuusi… Kaappaat ne kaikki!
lesson-togyz-even-wrong = Talo { $house } ei pääty parilliseen määrään toisella rivillä. Laske siemenet siellä, mihin sen viimeinen siemen putoaa.
lesson-togyz-even-right =
    { $count ->
        [one] Parillinen! Kaappasit { $count } siemenen.
       *[other] Parillinen! Kaappasit { $count } siementä.
    }

lesson-togyz-tuzdyk-title = Tuzdyk
lesson-togyz-tuzdyk-task = Pudota viimeinen siemenesi toiselle riville taloon, jossa on sitten tasan kolme siementä. Siitä tulee tuzdykisi!
lesson-togyz-tuzdyk-wrong = Talo { $house } ei tee tuzdykia. Etsi siirto, jonka viimeinen siemen putoaa toisen rivin taloon, jossa on sitten tasan kolme siementä.
lesson-togyz-tuzdyk-right = Sinulla on tuzdyk! Tästä lähtien jokainen siihen putoava siemen menee kazaniisi.

lesson-togyz-ninth-title = Ei viimeinen talo
lesson-togyz-ninth-task = Tee taas tuzdyk. Varo: rivin viimeisestä talosta ei voi koskaan tulla tuzdykia!
lesson-togyz-ninth-wrong = Talo { $house } ei tee tuzdykia. Kolme siementä rivin viimeisessä talossa ei kelpaa. Kokeile toista taloa.
lesson-togyz-ninth-right = Juuri niin! Tuzdykisi ei ole rivin viimeinen talo, joten se kelpaa.

lesson-togyz-through-title = Tuzdyk töissä
lesson-togyz-through-task = Sinulla on tuzdyk toisella rivillä. Kylvä siihen siemen: se menee suoraan kazaniisi!
lesson-togyz-through-wrong = Talon { $house } siemenet eivät yllä tuzdykiisi. Etsi talo, jonka siemenet yltävät sinne.
lesson-togyz-through-right = Siemen putosi tuzdykiisi ja meni suoraan kazaniisi!

## Siirron esikatselu: mitä talo tekisi, kerrottuna ennen kuin sitä pelataan.

preview-lands = Viimeinen siemenesi putoaa taloon { $house }.
preview-lands-store = Viimeinen siemenesi putoaa varastoosi.
preview-skips-start = Siemenet kiertävät koko laudan ja hyppäävät talon { $house } yli.
preview-relays =
    { $count ->
        [one] Siemenesi osuvat kerran toisiin siemeniin ja jatkavat.
       *[other] Siemenesi osuvat { $count } kertaa toisiin siemeniin ja jatkavat.
    }
preview-through-tuzdyk =
    { $count ->
        [one] { $count } siemen putoaa tuzdykisi kautta kazaniisi.
       *[other] { $count } siementä putoaa tuzdykisi kautta kazaniisi.
    }
preview-feeds = Tämä antaa siemeniä tyhjälle riville.
preview-grand-slam = Tämä siirto veisi toisen rivin kaikki siemenet, joten se ei kaappaa mitään.
preview-tuzdyk = Talosta { $house } tulee tuzdykisi!
preview-captures =
    { $count ->
        [one] Kaappaat { $count } siemenen talosta { $house }.
       *[other] Kaappaat { $count } siementä talosta { $house }.
    }
# $house luettelee talot: ”b, a”.
preview-captures-houses =
    { $count ->
        [one] Kaappaat { $count } siemenen taloista { $house }.
       *[other] Kaappaat { $count } siementä taloista { $house }.
    }
preview-plays-again = Pelaat uudestaan!
preview-wins = Tämä siirto voittaa pelin!

## Katsaus päättyneeseen peliin: mitä Tux ajattelee lapsen jokaisesta siirrosta.
## $house on talo, joka olisi ollut parempi.

review-missed-capture =
    { $count ->
        [one] Talo { $house } olisi kaapannut { $count } siemenen.
       *[other] Talo { $house } olisi kaapannut { $count } siementä.
    }
review-lost-seeds =
    { $count ->
        [one] Tämän siirron jälkeen toinen pelaaja pystyi kaappaamaan { $count } siemenen. Talo { $house } olisi ollut turvallisempi.
       *[other] Tämän siirron jälkeen toinen pelaaja pystyi kaappaamaan { $count } siementä. Talo { $house } olisi ollut turvallisempi.
    }
review-better-move = Tuxin mielestä talo { $house } olisi ollut parempi siirto.
review-good-move = Hyvä siirto!
review-good-capture =
    { $count ->
        [one] Hyvä kaappaus: { $count } siemen!
       *[other] Hyvä kaappaus: { $count } siementä!
    }
review-only-move = Tämä oli ainoa mahdollinen siirto.

## Kun samalla tasolla on hävitty kolme peliä peräkkäin

gentle-easier-offer = Tuo oli vaikea! Haluatko kokeilla tasoa { $level }?
