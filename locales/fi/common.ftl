# Sanat, jotka kaikki pelit jakavat, suomeksi: valikko, painikkeet, vuorot, loppuruutu.
# Yhden pelin omat sanat ovat tiedostoissa oware.ftl, kalah.ftl, congkak.ftl ja togyz.ftl.
# Lukijat ovat 5–10-vuotiaita lapsia, tai opettaja lukee ääneen:
# lyhyitä lauseita, yksi asia kerrallaan, lämmin sävy.
# Luku on aina muuttuja ({ $count }), ei koskaan kirjoitettuna tekstiin.

language-name = Suomi

## Valikko, jossa peli valitaan

suite-title = Kylvöpelit
menu-choose = Valitse peli!
menu-seeds = Siemeniä joka talossa
# Ruudunlukija lukee tämän siemenmäärän valitsimen yhdestä painikkeesta.
menu-seeds-choice =
    { $count ->
        [one] { $count } siemen joka talossa
       *[other] { $count } siementä joka talossa
    }
menu-speed = Siirtojen nopeus
speed-slow = Hidas
speed-normal = Tavallinen
speed-fast = Nopea
# Milloin lauta kertoo, mitä talo tekisi, ennen kuin sitä pelataan. Ensimmäinen valinta näyttää
# sen Tuxin alimmilla tasoilla ja silloin, kun kaksi lasta pelaa samalla ruudulla.
menu-preview = Näytä, mitä siirto tekee
menu-preview-first = Alkutasoilla
menu-preview-always = Aina
menu-preview-never = Ei koskaan
menu-hints = Vihjeet
menu-hints-none = Ei yhtään
menu-hints-per-game = { $count } joka pelissä
menu-hints-unlimited = Rajattomasti
# Kaikkien ruudun sanojen kirjasin; vaihtoehdot ovat kirjasinten omat nimet.
menu-font = Kirjasin
# Kirjasimen valinnan alla, kun OpenDyslexic on valittu mutta ruudun kieli pysyy Andikassa.
menu-font-kept = Tällä kielellä sanat kirjoitetaan Andika-kirjasimella: OpenDyslexic piirtää osan sen kirjaimista väärin.
menu-settings = Asetukset
menu-quit = Lopeta
# Ruudunlukija lukee tämän pelin kortista: $game on pelin nimi, $goal sen tavoite yhdellä rivillä.
# $age ja $difficulty: lauseet menu-age ja menu-difficulty.
menu-card = { $game }. { $goal } { $age } { $difficulty }
# Pelin kortissa: minkä ikäisistä alkaen lapset yleensä pitävät pelistä (merkissä lukee ”6+”).
menu-age = { $age }-vuotiaasta alkaen.
# Pelin kortissa: kuinka vaikea peli on. $difficulty: easy, medium tai hard.
menu-difficulty =
    { $difficulty ->
        [easy] Helppo oppia.
        [medium] Vaatii miettimistä.
       *[hard] Haastava.
    }

## Pelaajat

player-you = Sinä
player-tux = Tux
player-south = Pelaaja 1
player-north = Pelaaja 2
# A classmate's name, as they typed it.
player-named = { $player }

## Talojen kirjaimet
# Kirjaimet, jotka on kirjoitettu taloihin ja jotka sanotaan jokaisessa lauseessa, joka nimeää
# talon, kylvöjärjestyksessä: yhdeksän kirjainta välilyönnein erotettuina. Ensimmäinen rivi on
# lapsen oma (alarivi), toinen on toinen rivi. Peli, jossa on vähemmän taloja, käyttää
# ensimmäiset kirjaimet.

house-letters-south = A B C D E F G H I
house-letters-north = a b c d e f g h i

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
bar-sound = Äänet
bar-hint-count = Vihje ({ $count })
bar-hint-none-left = Vihjeet loppuivat
bar-hint-left =
    { $count ->
        [one] Tässä pelissä on jäljellä { $count } vihje
       *[other] Tässä pelissä on jäljellä { $count } vihjettä
    }
bar-hint-used-up = Tämän pelin vihjeet on käytetty: uudessa pelissä saat uudet.
bar-sound-unavailable = Ei ääntä: kaiuttimia tai kuulokkeita ei löytynyt
dialog-close = Sulje

## Kysytään ennen sitä, mitä ei voi perua: lopettamista tai uutta tasoa kesken pelin

confirm-quit = Haluatko varmasti lopettaa?
confirm-quit-yes = Kyllä, lopeta
confirm-quit-no = En, jään
confirm-easier = Haluatko helpomman tason? Tämä peli loppuu ja uusi alkaa.
confirm-harder = Haluatko vaikeamman tason? Tämä peli loppuu ja uusi alkaa.
confirm-restart = Haluatko aloittaa uuden pelin? Tämä peli loppuu.
confirm-level-yes = Kyllä, uusi peli
confirm-level-no = En, pelaan vielä
confirm-home = Haluatko palata valikkoon? Jos valitset tämän pelin uudestaan, voit jatkaa sitä.
confirm-home-yes = Kyllä, valikkoon

## Tilarivi

level-line = taso { $level }/{ $max }
turn-you = Sinun vuorosi!
turn-tux = Tux miettii…
turn-player = { $player }, sinun vuorosi!

## Torjutut napsautukset

illegal-empty-house = Tämä talo on tyhjä. Valitse talo, jossa on siemeniä.
illegal-not-your-house = Tämä talo on toisella rivillä. Valitse jokin omistasi.
illegal-wait = Odota hetki. Tux miettii vielä.
illegal-game-over = Tämä peli on päättynyt. Aloita uusi!

## Mitä juuri tapahtui
## $house on talon kirjain: A, B, C… alarivillä, a, b, c… ylärivillä.

move-tux-played = Tux pelasi talon { $house }.
move-you-played = Pelasit talon { $house }.
move-player-played = { $player } pelasi talon { $house }.
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
hint-try = Kokeile taloasi { $house }!
hint-thinking = Tux etsii hyvää siirtoa…
undo-nothing = Ei ole siirtoa, jonka voisi perua.

## Uusi vuoro peleissä, joissa varasto on siementen tiellä (kalah ja congkak)

extra-turn-you = Viimeinen siemenesi putosi varastoosi. Pelaa uudestaan!
extra-turn-tux = Tuxin viimeinen siemen putosi sen varastoon. Tux pelaa uudestaan.
extra-turn-player = { $player }, viimeinen siemenesi putosi varastoosi. Pelaa uudestaan!
# Luokkakaveri toisella tietokoneella, nimettynä lauseen lukevalle lapselle.
extra-turn-classmate = { $player } pelaa uudestaan: viimeinen siemen putosi hänen varastoonsa.

## Pelin loppu

end-you-win = Voitit! Hienosti pelattu!
end-tux-wins = Tux voitti tällä kertaa. Yritä uudestaan!
end-draw = Tasapeli!
# Häviön jälkeen: $count on lapsen voittamat siemenet.
end-cheer-lost = Sait silti { $count ->
        [one] { $count } siemenen
       *[other] { $count } siementä
    }. Jokainen peli tekee sinusta vähän paremman pelaajan!
end-player-wins = { $player } voitti! Hienosti pelattu!
# $first: voittajan pisteet ensin, koska otsikko juuri yläpuolella nimeää voittajan
# (tasapelissä ruudun alarivin pisteet); $second toisen pelaajan.
end-score = Tulos: { $first } – { $second }
end-play-again = Pelaa uudestaan
end-next-level = Seuraava taso
end-easier-level = Helpompi taso
end-look-back = Katso peli uudelleen
look-back-thinking = Tux katsoo siirtojasi…
look-back-nothing = Tästä pelistä ei ole mitään katsottavaa.
look-back-counter = Siirtosi { $number }/{ $count }
look-back-previous = Edellinen
look-back-next = Seuraava
look-back-done = Valmis

## Nimet ruudunlukijoille
## Varasto on paikka, jossa pelaajan siemenet ovat: kalahin ja congkakin varasto,
## owaren kaapatut siemenet, togyz kumalakin kazan.

# Kenen talo on: $owner on you, tux tai player (silloin $player on pelaajan nimi).
house-playable =
    { $owner ->
        [you] Sinun talosi { $house }
        [tux] Tuxin talo { $house }
       *[player] { $player }: talo { $house }
    }, { $count ->
        [one] { $count } siemen
       *[other] { $count } siementä
    }, voit pelata sen
house-blocked =
    { $owner ->
        [you] Sinun talosi { $house }
        [tux] Tuxin talo { $house }
       *[player] { $player }: talo { $house }
    }, { $count ->
        [one] { $count } siemen
       *[other] { $count } siementä
    }, et voi pelata sitä
store-you =
    { $count ->
        [one] Varastossasi on { $count } siemen
       *[other] Varastossasi on { $count } siementä
    }
store-tux =
    { $count ->
        [one] Tuxin varastossa on { $count } siemen
       *[other] Tuxin varastossa on { $count } siementä
    }
store-south =
    { $count ->
        [one] { player-south }: varastossa on { $count } siemen
       *[other] { player-south }: varastossa on { $count } siementä
    }
store-north =
    { $count ->
        [one] { player-north }: varastossa on { $count } siemen
       *[other] { player-north }: varastossa on { $count } siementä
    }

# Kirjoitettu laudan jokaiseen varastoon ja kazaniin pelaajan värillä: kenen se on,
# sanalla tai kahdella, koska tilaa on vähän. $player on pelaajan nimi.
store-owner-you = Sinun
store-owner-tux = Tuxin
store-owner-player = { $player }
kazan-owner-you = Sinun
kazan-owner-tux = Tuxin
kazan-owner-player = { $player }

## Kuka pelaa, ja luokkakaveri toisella tietokoneella
## $player on kaverin itse kirjoittama nimi; $code on huoneen koodi, esim. 7KQ2MX.

bar-mode-classmate = Luokkakaveri
players-title = Kuka pelaa?
players-here = Kaksi pelaajaa tässä
players-classmate = Luokkakaveri toisella tietokoneella
classroom-title = Pelaa luokkakaverin kanssa
classroom-name = Nimesi
classroom-host = Aloita peli
classroom-join = Liity peliin
classroom-code = Tämä on pelisi koodi. Kerro se kaverillesi!
classroom-waiting = Odotetaan kaveriasi…
classroom-looking = Etsitään lähellä olevia pelejä…
classroom-connecting = Yhdistetään peliin…
classroom-nearby = Lähellä olevat pelit. Valitse yksi!
classroom-none = Lähellä ei löytynyt peliä. Kirjoita pelin koodi alle.
classroom-room = { $player }: { $game } ({ $code })
classroom-type-code = Pelin koodi
classroom-cancel = Peruuta
classroom-bad-name = Kirjoita lyhyt nimi kirjaimilla tai numeroilla.
classroom-unreachable = Peliin ei saada yhteyttä. Tarkista koodi ja yritä uudelleen.
classroom-lost = Yhteys katkesi. Yritetään uudelleen…
classroom-left = { $player } lähti pelistä.
classroom-failed = Peli luokkakaverisi kanssa keskeytyi.
classroom-closed-teacher = Opettaja lopetti tämän pelin.
turn-classmate = { $player } pelaa…
illegal-wait-classmate = Odota hetki. Kaverisi pelaa.
store-classmate =
    { $count ->
        [one] { $player }: varastossa on { $count } siemen
       *[other] { $player }: varastossa on { $count } siementä
    }

## Ohje: sääntöjen osien otsikot

help-heading-board = Lauta
help-heading-turn = Sinun vuorosi
help-heading-capture = Kaappaaminen
help-heading-feed = Toisen rivin ruokkiminen
help-heading-again = Uusi vuoro
help-heading-last-seed = Mihin viimeinen siemen putoaa
help-heading-tuzdyk = Tuzdyk
help-heading-end = Pelin loppu

## Opettajalle: asetustiedosto

settings-damaged = Asetustiedostoa ei voitu lukea kokonaan: { $file }. Luettavissa olleet asetukset säilyvät; muut palasivat oletusarvoihinsa. Tiedosto on tallessa alkuperäisenä nimellä { $copy }.
settings-damaged-not-kept = Asetustiedostoa ei voitu lukea kokonaan: { $file }. Luettavissa olleet asetukset ovat käytössä; muut ovat oletusarvoissaan, kunnes tiedosto korjataan. Siihen asti muutoksia ei tallenneta.

## Opettajalle: tehtyjen oppituntien tiedosto ja ilmoitus vioittuneesta tiedostosta

progress-damaged = Tehtyjen oppituntien tiedostoa ei voitu lukea kokonaan: { $file }. Luettavissa olleet oppitunnit pysyvät tehtyinä; muut voi tehdä uudelleen. Tiedosto on tallessa alkuperäisenä nimellä { $copy }.
progress-damaged-not-kept = Tehtyjen oppituntien tiedostoa ei voitu lukea kokonaan: { $file }. Luettavissa olleet oppitunnit pysyvät tehtyinä. Tiedostosta ei voitu tehdä kopiota, joten uusia tehtyjä oppitunteja ei tallenneta, ennen kuin tiedosto korjataan.
notice-title = Opettajalle

## Kuka sinä olet? Luokkaan kirjautuminen valikossa, kun luokan palvelin on käytössä (--server).
## Lukijat ovat 6–10-vuotiaita lapsia: vähän sanoja, lämmin sävy. Luku on aina muuttuja.

who-open = Kuka sinä olet?
who-title = Kuka sinä olet?
who-tap-group = Napauta omaa luokkaasi.
who-tap-name = Napauta omaa nimeäsi.
who-tap-pictures = Napauta kolmea kuvaasi.
who-back = Takaisin
who-pictures = Sinun kuvasi
who-picture-sun = Aurinko
who-picture-tree = Puu
who-picture-fish = Kala
who-picture-flower = Kukka
who-picture-apple = Omena
who-picture-boat = Vene
who-picture-star = Tähti
who-picture-cat = Kissa
who-picture-ball = Pallo
who-tapped = Napautetut kuvat: { $count } kolmesta
who-asking = Hetkinen…
who-wrong =
    Ei ihan. Katso korttiasi ja yritä uudestaan! { $count ->
        [one] Vielä { $count } yritys, sitten pieni tauko.
       *[other] Vielä { $count } yritystä, sitten pieni tauko.
    }
who-paused = Pidetään pieni tauko! Yritä uudestaan { $count } sekunnin päästä.
who-unreachable = Luokkaan ei saada juuri nyt yhteyttä. Yritä pian uudestaan.
who-empty = Täällä ei ole vielä ketään. Kysy opettajalta.
who-signed-in = Olet { $player }
who-sign-out = Kirjaudu ulos
