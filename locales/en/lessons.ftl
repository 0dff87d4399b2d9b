# The learning aids, in English: the guided lessons, the move preview, the look back at a
# finished game and the offer of an easier level.
# Readers are children aged 5 to 10: short sentences, one idea each, a warm tone.
# $house is a house letter (A, B, C… in the bottom row, a, b, c… in the top row); a number
# is always a variable, never written in the text.

## The words around the lessons

lessons-open = Lessons
lessons-counter = Lesson { $level } of { $max }
lessons-next = Next lesson
lessons-retry = Try again
lessons-all-done = You finished every lesson of this game! Now try a real game against Tux.
lessons-play = Play a game
lessons-card = Lessons of { $game }: { $count } of { $max } done
# The list of a game's lessons: $number counts from 1, $title is the lesson's title.
lessons-item = { $number }. { $title }
lessons-item-done = { $number }. { $title }, done

## Lessons several games share
## In a task, $house is the house to play. After a move, $house is the house played and
## $count the seeds it captured.

lesson-sow-title = Sowing
lesson-sow-task = Sow the seeds of house { $house }: take them all and drop them one by one into the next houses.
lesson-sow-wrong = That was house { $house }. Find the house with the letter of the task, and try again.
lesson-sow-right = Well done! The seeds went one by one, each into the next house.

lesson-most-title = The biggest catch
lesson-most-task = Several moves capture seeds here. Find the one that captures the most!
lesson-most-wrong =
    { $count ->
        [one] House { $house } captures { $count } seed. Another house captures more. Count again!
       *[other] House { $house } captures { $count } seeds. Another house captures more. Count again!
    }
# Said instead when the house played captures nothing.
lesson-most-wrong-none = House { $house } captures nothing. Other houses do: find the one that captures the most!
lesson-most-right =
    { $count ->
        [one] Yes! { $count } seed, the biggest catch!
       *[other] Yes! { $count } seeds, the biggest catch!
    }

lesson-win-title = The winning move
lesson-win-task = One move wins the game right now. Can you find it?
lesson-win-wrong = Not yet: after house { $house }, the game goes on. Look for the move that wins it.
lesson-win-right = You won the game! Well played!

# Kalah and Congkak.
lesson-again-title = Play again
lesson-again-task = Find the house whose last seed falls into your store. Then you play again!
lesson-again-wrong = The last seed of house { $house } does not fall into your store. Count the steps from the house to your store.
lesson-again-right = Right into your store! You play again.

## Oware

lesson-oware-capture-title = Capturing
lesson-oware-capture-task = Make your last seed land in the other row, in a house that then holds two or three seeds. You capture them!
lesson-oware-capture-wrong = House { $house } captures nothing. Look where its last seed lands: that house must then hold two or three seeds.
lesson-oware-capture-right =
    { $count ->
        [one] You captured { $count } seed!
       *[other] You captured { $count } seeds!
    }

lesson-oware-double-title = Two at once
lesson-oware-double-task = Capture two houses with one move! The house before the last one is captured too, when it also holds two or three seeds.
lesson-oware-double-wrong = House { $house } does not capture two houses. Find the move that leaves two or three seeds in two houses side by side.
lesson-oware-double-right =
    { $count ->
        [one] Two houses at once: { $count } seed!
       *[other] Two houses at once: { $count } seeds!
    }

lesson-oware-lap-title = All the way round
lesson-oware-lap-task = A house with { $lap } seeds or more goes all the way round the board. Sow its seeds, and watch the house you started from!
lesson-oware-lap-wrong = House { $house } does not go all the way round. Find the house with the most seeds.
lesson-oware-lap-right = Did you see? The house you started from was skipped. It stays empty.

lesson-oware-grand-slam-title = Leave them a seed
lesson-oware-grand-slam-task = Capture some seeds. But careful: a capture that would take every seed of the other row takes nothing at all!
lesson-oware-grand-slam-wrong = House { $house } captures nothing. A capture that would take every seed of the other row takes nothing at all.
lesson-oware-grand-slam-right =
    { $count ->
        [one] Well done! You captured { $count } seed and left the other player something to play.
       *[other] Well done! You captured { $count } seeds and left the other player something to play.
    }

lesson-oware-feed-title = Feeding
lesson-oware-feed-task = The other row is empty! You must give it seeds. Find the house whose seeds reach it.
lesson-oware-feed-wrong = The seeds of house { $house } do not reach the other row. Find a house with more seeds, closer to it.
lesson-oware-feed-right = Thank you! Now the other player has seeds to play.

## Kalah

lesson-kalah-store-title = Your store
lesson-kalah-store-task = Your store is the big pit at the right end of your row, in your colour. Your seeds pass through it. Find a move that drops a seed into it.
lesson-kalah-store-wrong = The seeds of house { $house } stop before your store. Find a house with enough seeds to reach it.
lesson-kalah-store-right = A seed in your store! It stays there until the end of the game.

lesson-kalah-capture-title = Capturing
lesson-kalah-capture-task = Make your last seed fall into an empty house in your row. You capture it, and the seeds across from it!
lesson-kalah-capture-wrong = The last seed of house { $house } does not fall into an empty house of yours. Look for an empty house in your row.
lesson-kalah-capture-right =
    { $count ->
        [one] You captured { $count } seed! It goes into your store.
       *[other] You captured { $count } seeds! They go into your store.
    }

lesson-kalah-round-title = All the way round
lesson-kalah-round-task = In Kalah, a long move comes back to the house it started from. Find the house with enough seeds to come home.
lesson-kalah-round-wrong = The seeds of house { $house } do not come back to it. Find the house with the most seeds.
lesson-kalah-round-right =
    { $count ->
        [one] Home again! Your last seed fell into the empty house you started from, and you captured { $count } seed.
       *[other] Home again! Your last seed fell into the empty house you started from, and you captured { $count } seeds.
    }

## Congkak

lesson-congkak-relay-title = Keep sowing
lesson-congkak-relay-task = When your last seed lands on other seeds, you pick them all up and keep sowing. Find a move that does this!
lesson-congkak-relay-wrong = The last seed of house { $house } does not land on other seeds. Look for a move that ends on a house with seeds.
lesson-congkak-relay-right = The trip went on by itself! Always watch where the last seed lands.

lesson-congkak-capture-title = Capturing
lesson-congkak-capture-task = Make your last seed fall into an empty house in your row. You capture it, and the seeds across from it!
lesson-congkak-capture-wrong = The last seed of house { $house } does not stop in an empty house of yours. Look for an empty house in your row.
lesson-congkak-capture-right =
    { $count ->
        [one] You captured { $count } seed!
       *[other] You captured { $count } seeds!
    }

lesson-congkak-relay-capture-title = A long trip
lesson-congkak-relay-capture-task = Find the move that first lands on other seeds and keeps sowing, then stops in an empty house of yours and captures.
lesson-congkak-relay-capture-wrong = House { $house } does not do both. Follow the seeds: first onto other seeds, then into an empty house of yours.
lesson-congkak-relay-capture-right =
    { $count ->
        [one] What a trip! You kept sowing, then captured { $count } seed.
       *[other] What a trip! You kept sowing, then captured { $count } seeds.
    }

## Togyz Kumalak

lesson-togyz-sow-title = Sowing
lesson-togyz-sow-task = Sow the seeds of house { $house }. Watch the first seed: it goes back into the house it came from!
lesson-togyz-sow-wrong = That was house { $house }. Find the house with the letter of the task, and try again.
lesson-togyz-sow-right = Well done! The first seed stayed at home, and the others went on one by one.

lesson-togyz-even-title = An even number
lesson-togyz-even-task = Make your last seed land in the other row, in a house that then holds an even number of seeds: two, four, six… You capture them all!
lesson-togyz-even-wrong = House { $house } does not end on an even number in the other row. Count the seeds where its last seed lands.
lesson-togyz-even-right =
    { $count ->
        [one] An even number! You captured { $count } seed.
       *[other] An even number! You captured { $count } seeds.
    }

lesson-togyz-tuzdyk-title = A tuzdyk
lesson-togyz-tuzdyk-task = Make your last seed land in the other row, in a house that then holds exactly three seeds. It becomes your tuzdyk!
lesson-togyz-tuzdyk-wrong = House { $house } makes no tuzdyk. Find the move whose last seed makes three in the other row.
lesson-togyz-tuzdyk-right = You have a tuzdyk! From now on, every seed that falls into it goes to your kazan.

lesson-togyz-ninth-title = Not the last house
lesson-togyz-ninth-task = Make a tuzdyk again. Careful: the last house of a row can never become a tuzdyk!
lesson-togyz-ninth-wrong = House { $house } makes no tuzdyk. Three seeds in the last house of a row do not count. Try another house.
lesson-togyz-ninth-right = That's it! Your tuzdyk is not the last house of the row, so it counts.

lesson-togyz-through-title = Your tuzdyk at work
lesson-togyz-through-task = You have a tuzdyk in the other row. Sow a seed into it: that seed goes straight into your kazan!
lesson-togyz-through-wrong = The seeds of house { $house } do not reach your tuzdyk. Find a house whose seeds get there.
lesson-togyz-through-right = A seed fell into your tuzdyk and went straight into your kazan!

## The move preview: what a house would do, said before it is played.

preview-lands = Your last seed lands in house { $house }.
preview-lands-store = Your last seed lands in your store.
preview-skips-start = The seeds go all the way round and skip house { $house }.
preview-relays =
    { $count ->
        [one] Your seeds land on other seeds once and keep going.
       *[other] Your seeds land on other seeds { $count } times and keep going.
    }
preview-through-tuzdyk =
    { $count ->
        [one] { $count } seed falls through your tuzdyk into your kazan.
       *[other] { $count } seeds fall through your tuzdyk into your kazan.
    }
preview-feeds = This gives seeds to the empty row.
preview-grand-slam = This move would take every seed of the other row, so it captures nothing.
preview-tuzdyk = House { $house } becomes your tuzdyk!
preview-captures =
    { $count ->
        [one] You capture { $count } seed from house { $house }.
       *[other] You capture { $count } seeds from house { $house }.
    }
# $house lists the houses: "b, a".
preview-captures-houses =
    { $count ->
        [one] You capture { $count } seed from houses { $house }.
       *[other] You capture { $count } seeds from houses { $house }.
    }
preview-plays-again = You play again!
preview-wins = This move wins the game!

## The look back at a finished game: Tux's word on each of the child's moves.
## $house is the house that would have been better.

review-missed-capture =
    { $count ->
        [one] { $house } would have captured { $count } seed.
       *[other] { $house } would have captured { $count } seeds.
    }
review-lost-seeds =
    { $count ->
        [one] After this move, the other player could capture { $count } seed. { $house } was safer.
       *[other] After this move, the other player could capture { $count } seeds. { $house } was safer.
    }
review-better-move = Tux thinks { $house } was a better move.
review-good-move = A good move!
review-good-capture =
    { $count ->
        [one] A good capture: { $count } seed!
       *[other] A good capture: { $count } seeds!
    }
review-only-move = This was the only move.

## After three games lost in a row at one level

gentle-easier-offer = That was a hard one! Would you like to try level { $level }?
