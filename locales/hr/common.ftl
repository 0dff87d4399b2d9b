# Riječi koje dijele sve igre, na hrvatskom: izbornik, gumbi, potezi, završni zaslon.
# Ono što pripada samo jednoj igri nalazi se u oware.ftl, kalah.ftl, congkak.ftl i togyz.ftl.
# Čitaju djeca od 5 do 10 godina ili učitelj naglas:
# kratke rečenice, jedna misao u svakoj, topao ton.
# Hrvatski broj: [one] 1, 21, 101 zrno; [few] 2, 3, 4, 22 zrna; [other] 0, 5, 11, 12 zrna.
# Broj je uvijek varijabla ({ $count }), nikad napisan u tekstu.

language-name = Hrvatski

## Izbornik u kojem se bira igra

suite-title = Igre sjetve
menu-choose = Odaberi igru!
menu-seeds = Zrna u svakoj kućici
# Čitač zaslona čita ovo na jednom gumbu za broj zrna.
menu-seeds-choice =
    { $count ->
        [one] { $count } zrno u svakoj kućici
        [few] { $count } zrna u svakoj kućici
       *[other] { $count } zrna u svakoj kućici
    }
menu-speed = Brzina poteza
speed-slow = Sporo
speed-normal = Normalno
speed-fast = Brzo
# Kada ploča kaže što bi kućica učinila, prije nego što se odigra. Prvi izbor to pokazuje
# protiv Tuxovih prvih razina i kad dvoje djece igra na istom zaslonu.
menu-preview = Pokaži što će potez učiniti
menu-preview-first = Prve razine
menu-preview-always = Uvijek
menu-preview-never = Nikad
menu-hints = Savjeti
menu-hints-none = Nijedan
menu-hints-per-game = { $count } po igri
menu-hints-unlimited = Bez ograničenja
# Vrsta slova svih riječi na zaslonu; izbori su vlastita imena tih vrsta slova.
menu-font = Vrsta slova
# Ispod izbora vrste slova kad je odabran OpenDyslexic, a jezik na zaslonu ostaje u vrsti slova Andika.
menu-font-kept = Za ovaj jezik ostaje vrsta slova Andika: OpenDyslexic neka slova ovog jezika crta pogrešno.
menu-settings = Postavke
menu-quit = Izlaz
# Čitač zaslona čita ovo na kartici igre: $game je ime igre, $goal njezin cilj u jednom retku.
# $age i $difficulty: rečenice menu-age i menu-difficulty.
menu-card = { $game }. { $goal } { $age } { $difficulty }
# Na kartici igre: od koje dobi djeca obično uživaju u njoj (oznaka pokazuje „6+“).
menu-age = Od { $age } godina.
# Na kartici igre: koliko je teška. $difficulty: easy, medium ili hard.
menu-difficulty =
    { $difficulty ->
        [easy] Lako se nauči.
        [medium] Treba razmisliti.
       *[hard] Za prave stratege.
    }

## Igrači

player-you = Ti
player-tux = Tux
player-south = Igrač 1
player-north = Igrač 2
# A classmate's name, as they typed it.
player-named = { $player }

## Slova kućica
# Slova napisana na kućicama i izgovorena u svakoj rečenici koja imenuje kućicu, redom sijanja:
# devet slova odvojenih razmacima. Prvi red je djetetov (donji red), drugi je onaj drugi red.
# Igra s manje kućica uzima prva slova.

house-letters-south = A B C D E F G H I
house-letters-north = a b c d e f g h i

## Traka s gumbima: kratki natpisi, njih čitaju i čitači zaslona.

bar-help = Pomoć
bar-hint = Savjet
bar-undo = Poništi
bar-restart = Nova igra
bar-level-down = Lakše
bar-level-up = Teže
bar-mode-tux = Protiv Tuxa
bar-mode-friends = Dva igrača
bar-language = Jezik
bar-home = Početna
bar-sound = Zvuk
bar-hint-count = Savjet ({ $count })
bar-hint-none-left = Nema više savjeta
bar-hint-left =
    { $count ->
        [one] U ovoj igri ostao je još { $count } savjet
        [few] U ovoj igri ostala su još { $count } savjeta
       *[other] U ovoj igri ostalo je još { $count } savjeta
    }
bar-hint-used-up = U ovoj igri nema više savjeta: nova igra donosi nove.
bar-sound-unavailable = Nema zvuka: nisu pronađeni ni zvučnici ni slušalice
dialog-close = Zatvori

## Pitanje prije onoga što se ne može vratiti: izlaska ili nove razine usred igre

confirm-quit = Želiš li stvarno izaći?
confirm-quit-yes = Da, izađi
confirm-quit-no = Ne, ostajem
confirm-easier = Želiš li lakšu razinu? Ova igra tada prestaje i počinje nova.
confirm-harder = Želiš li težu razinu? Ova igra tada prestaje i počinje nova.
confirm-restart = Želiš li početi novu igru? Ova igra tada prestaje.
confirm-level-yes = Da, nova igra
confirm-level-no = Ne, igram dalje
confirm-home = Želiš li se vratiti na početnu? Ako ponovno odabereš ovu igru, možeš je nastaviti.
confirm-home-yes = Da, na početnu

## Redak stanja

level-line = razina { $level } od { $max }
turn-you = Ti si na redu!
turn-tux = Tux razmišlja…
turn-player = Na redu je { $player }!

## Odbijeni klikovi

illegal-empty-house = Ova kućica je prazna. Odaberi kućicu u kojoj ima zrna.
illegal-not-your-house = Ova kućica je u drugom redu. Odaberi jednu od svojih.
illegal-wait = Pričekaj malo. Tux još razmišlja.
illegal-game-over = Ova je igra gotova. Započni novu!

## Što se upravo dogodilo
## $house je slovo kućice: A, B, C… u donjem redu, a, b, c… u gornjem.

move-tux-played = Tux je odigrao kućicu { $house }.
move-you-played = Igraš kućicu { $house }.
move-player-played = { $player } igra kućicu { $house }.
captured-you =
    { $count ->
        [one] Osvajaš { $count } zrno!
        [few] Osvajaš { $count } zrna!
       *[other] Osvajaš { $count } zrna!
    }
captured-tux =
    { $count ->
        [one] Tux osvaja { $count } zrno.
        [few] Tux osvaja { $count } zrna.
       *[other] Tux osvaja { $count } zrna.
    }
captured-player =
    { $count ->
        [one] { $player } osvaja { $count } zrno!
        [few] { $player } osvaja { $count } zrna!
       *[other] { $player } osvaja { $count } zrna!
    }
hint-try = Probaj svoju kućicu { $house }!
hint-thinking = Tux traži dobar potez…
undo-nothing = Nema poteza koji se može vratiti.

## Još jedan potez, u igrama sa spremištem na putu zrna (kalah i congkak)

extra-turn-you = Tvoje zadnje zrno palo je u tvoje spremište. Igraj još jednom!
extra-turn-tux = Tuxovo zadnje zrno palo je u njegovo spremište. Tux igra još jednom.
extra-turn-player = { $player }, tvoje zadnje zrno palo je u tvoje spremište. Igraj još jednom!
# Prijatelj za drugim računalom, imenovan za dijete koje čita rečenicu.
extra-turn-classmate = { $player } igra još jednom: zadnje je zrno palo ravno u spremište.

## Kraj igre

end-you-win = Pobjeda je tvoja! Bravo!
end-tux-wins = Ovaj put pobjeđuje Tux. Pokušaj ponovno!
end-draw = Neriješeno!
# Nakon poraza: $count je broj zrna koja je dijete osvojilo.
end-cheer-lost = Ipak osvajaš { $count ->
        [one] { $count } zrno
        [few] { $count } zrna
       *[other] { $count } zrna
    }. Svakom igrom igraš sve bolje!
end-player-wins = { $player } pobjeđuje! Bravo!
# $first: rezultat pobjednika, prvi jer naslov odmah iznad imenuje pobjednika
# (kod neriješenog rezultat reda na dnu zaslona); $second rezultat drugoga igrača.
end-score = Rezultat: { $first } – { $second }
end-play-again = Igraj ponovno
end-next-level = Sljedeća razina
end-easier-level = Lakša razina
end-look-back = Pogledaj partiju ponovno
look-back-thinking = Tux pregledava tvoje poteze…
look-back-nothing = U ovoj partiji nema ničega za pregled.
look-back-counter = Tvoj potez { $number } od { $count }
look-back-previous = Prethodni
look-back-next = Sljedeći
look-back-done = Gotovo

## Nazivi za čitače zaslona
## Spremište je mjesto gdje igrač čuva svoja zrna: spremište u kalahu i congkaku,
## osvojena zrna u owareu, kazan u togyz kumalaku.

# Čija je kućica: $owner je you, tux ili player (tada je $player ime igrača).
house-playable =
    { $owner ->
        [you] Tvoja kućica { $house }
        [tux] Tuxova kućica { $house }
       *[player] { $player }: kućica { $house }
    }, { $count ->
        [one] { $count } zrno
        [few] { $count } zrna
       *[other] { $count } zrna
    }, možeš je odigrati
house-blocked =
    { $owner ->
        [you] Tvoja kućica { $house }
        [tux] Tuxova kućica { $house }
       *[player] { $player }: kućica { $house }
    }, { $count ->
        [one] { $count } zrno
        [few] { $count } zrna
       *[other] { $count } zrna
    }, ne možeš je odigrati
store-you =
    { $count ->
        [one] U tvom spremištu je { $count } zrno
        [few] U tvom spremištu su { $count } zrna
       *[other] U tvom spremištu je { $count } zrna
    }
store-tux =
    { $count ->
        [one] U Tuxovu spremištu je { $count } zrno
        [few] U Tuxovu spremištu su { $count } zrna
       *[other] U Tuxovu spremištu je { $count } zrna
    }
store-south =
    { $count ->
        [one] { player-south }: u spremištu je { $count } zrno
        [few] { player-south }: u spremištu su { $count } zrna
       *[other] { player-south }: u spremištu je { $count } zrna
    }
store-north =
    { $count ->
        [one] { player-north }: u spremištu je { $count } zrno
        [few] { player-north }: u spremištu su { $count } zrna
       *[other] { player-north }: u spremištu je { $count } zrna
    }

# Piše na svakom spremištu (srednji rod) i kazanu (muški rod) na ploči, u boji igrača:
# čije je, jednom ili dvjema riječima, jer je mjesta malo. $player je ime igrača.
store-owner-you = Tvoje
store-owner-tux = Tuxovo
store-owner-player = { $player }
kazan-owner-you = Tvoj
kazan-owner-tux = Tuxov
kazan-owner-player = { $player }

## Tko igra, i prijatelj iz razreda za drugim računalom
## $player je ime koje je prijatelj sam upisao; $code je kôd sobe, npr. 7KQ2MX.

bar-mode-classmate = Prijatelj iz razreda
players-title = Tko igra?
players-here = Dva igrača ovdje
players-classmate = Prijatelj za drugim računalom
classroom-title = Igraj s prijateljem iz razreda
classroom-name = Tvoje ime
classroom-host = Započni igru
classroom-join = Pridruži se igri
classroom-code = Ovo je kôd tvoje igre. Reci ga prijatelju!
classroom-waiting = Čekamo tvog prijatelja…
classroom-looking = Tražimo igre u blizini…
classroom-connecting = Spajamo se na igru…
classroom-nearby = Igre u blizini. Odaberi jednu!
classroom-none = U blizini nema nijedne igre. Upiši kôd igre ispod.
classroom-room = { $player }: { $game } ({ $code })
classroom-type-code = Kôd igre
classroom-cancel = Odustani
classroom-bad-name = Upiši kratko ime, slovima ili brojkama.
classroom-unreachable = Ne možemo se spojiti s tom igrom. Provjeri kôd i pokušaj ponovno.
classroom-lost = Veza je prekinuta. Pokušavamo ponovno…
classroom-left = { $player } više nije u igri.
classroom-failed = Igra s prijateljem je prekinuta.
classroom-closed-teacher = Učitelj je zatvorio ovu igru.
turn-classmate = Igra { $player }…
illegal-wait-classmate = Pričekaj malo. Tvoj prijatelj igra.
store-classmate =
    { $count ->
        [one] { $player }: u spremištu je { $count } zrno
        [few] { $player }: u spremištu su { $count } zrna
       *[other] { $player }: u spremištu je { $count } zrna
    }

## Pomoć: naslovi dijelova pravila

help-heading-board = Ploča
help-heading-turn = Tvoj potez
help-heading-capture = Osvajanje
help-heading-feed = Hranjenje drugog reda
help-heading-again = Igraš još jednom
help-heading-last-seed = Gdje pada zadnje zrno
help-heading-tuzdyk = Tuzdik
help-heading-end = Kraj igre

## Za učitelja: datoteka s postavkama

settings-damaged = Datoteka s postavkama nije se mogla pročitati do kraja: { $file }. Postavke koje su se mogle pročitati ostaju; ostale su vraćene na zadane vrijednosti. Datoteka kakva je bila sačuvana je kao { $copy }.
settings-damaged-not-kept = Datoteka s postavkama nije se mogla pročitati do kraja: { $file }. Koriste se postavke koje su se mogle pročitati; ostale imaju zadane vrijednosti dok se datoteka ne popravi. Do tada se promjene ne spremaju.

## Za učitelja: datoteka sa završenim lekcijama i obavijest o oštećenoj datoteci

progress-damaged = Datoteka sa završenim lekcijama nije se mogla pročitati do kraja: { $file }. Lekcije koje su se mogle pročitati i dalje su završene; ostale se mogu ponovno odraditi. Datoteka kakva je bila sačuvana je kao { $copy }.
progress-damaged-not-kept = Datoteka sa završenim lekcijama nije se mogla pročitati do kraja: { $file }. Lekcije koje su se mogle pročitati i dalje su završene. Kopija datoteke nije se mogla napraviti, pa se nove završene lekcije ne spremaju dok se datoteka ne popravi.
notice-title = Za učitelje

## Tko si ti? Prijava u razred na izborniku, sa školskim poslužiteljem (--server).
## Čitaju djeca od 6 do 10 godina: što manje riječi, topao ton. Broj je uvijek varijabla.

who-open = Tko si ti?
who-title = Tko si ti?
who-tap-group = Dodirni svoju skupinu.
who-tap-name = Dodirni svoje ime.
who-tap-pictures = Dodirni svoje tri sličice.
who-back = Natrag
who-pictures = Tvoje sličice
who-picture-sun = Sunce
who-picture-tree = Drvo
who-picture-fish = Riba
who-picture-flower = Cvijet
who-picture-apple = Jabuka
who-picture-boat = Brod
who-picture-star = Zvijezda
who-picture-cat = Mačka
who-picture-ball = Lopta
who-tapped = Dodirnute sličice: { $count } od tri
who-asking = Samo trenutak…
who-wrong =
    Nije baš to. Pogledaj svoju karticu i pokušaj ponovno! { $count ->
        [one] Još { $count } pokušaj, a onda mali odmor.
        [few] Još { $count } pokušaja, a onda mali odmor.
       *[other] Još { $count } pokušaja, a onda mali odmor.
    }
who-paused =
    Vrijeme je za mali odmor! Pokušaj ponovno za { $count ->
        [one] { $count } sekundu.
        [few] { $count } sekunde.
       *[other] { $count } sekundi.
    }
who-unreachable = Veza s razredom sada ne radi. Pokušaj ponovno malo kasnije.
who-empty = Ovdje još nema nikoga. Pitaj svoju učiteljicu ili učitelja.
who-signed-in = Ti si { $player }
who-sign-out = Odjavi se
