# The chapters of strategy, in English: for each game, ideas that strong players use, each
# explained on the board in a few screens and then practised against Tux from real positions.
# Readers are children aged 7 to 11: short sentences, one idea each, a warm tone.
# The screens are replayed on the board while the child reads, so they say "watch" and never
# name a house by its letter. A number is always a variable, never written in the text.

## The goals: what a stage asks. $seeds, $moves, $lead and $sowings are counts; $moves is
## the child's own moves (Tux's answers come in between).

chapter-task-capture =
    { $moves ->
        [one] Capture at least { $seeds } seeds in one move.
       *[other] Capture at least { $seeds } seeds in { $moves } moves.
    }
chapter-task-keep-safe =
    { $moves ->
        [one] Keep your seeds safe: Tux must not capture anything with its next move.
       *[other] Keep your seeds safe: Tux must not capture anything in its next { $moves } moves.
    }
chapter-task-win =
    { $moves ->
        [one] Win the game in one move.
       *[other] Win the game in { $moves } moves or fewer.
    }
chapter-task-tuzdyk =
    { $moves ->
        [one] Make a tuzdyk in one move, and have more seeds in your kazan than Tux.
       *[other] Make a tuzdyk in { $moves } moves or fewer, and have more seeds in your kazan than Tux.
    }
chapter-task-chain = Sow { $sowings } times in one turn.
chapter-task-lead =
    { $lead ->
        [one] Have at least { $lead } more seed in your store than Tux
       *[other] Have at least { $lead } more seeds in your store than Tux
    } { $moves ->
        [one] after your next move.
       *[other] within { $moves } moves.
    }

## Oware

chapter-oware-targets-title = Houses in danger
chapter-oware-targets-screen-1 = A house of yours with one or two seeds is in danger. If Tux's last seed lands there, the house then holds two or three seeds, and Tux captures them. A house with three seeds or more is much harder to capture.
chapter-oware-targets-screen-2 = Tux is aiming at one of your houses. Watch: you sow the seeds in danger before Tux's seeds get there. Then Tux's move captures nothing.

chapter-oware-count-title = Where does the last seed land?
chapter-oware-count-screen-1 = When you sow, you drop one seed into each of the next houses. So the last seed lands as many houses away as the number of seeds you picked up. Count before you play!
chapter-oware-count-screen-2 = Watch this move. The last seed makes two or three seeds in a house of the other row, and the house just before it also holds two or three. One move captures both houses!

chapter-oware-big-house-title = The big house
chapter-oware-big-house-screen-1 = Sometimes it is good to leave a house alone and let its seeds pile up. A house with enough seeds goes all the way round the board: every house of the other row gets one seed, and some get two.
chapter-oware-big-house-screen-2 = Wait until the other row has many houses with one or two seeds. Then play the big house. Watch: its last seeds make twos and threes in several houses, and you capture them all.

chapter-oware-feeding-title = Feeding and starving
chapter-oware-feeding-screen-1 = If Tux's row is empty, you must feed it: play a house whose seeds reach it. When Tux has only a few seeds, it has only a few moves, and you decide what it can do.
chapter-oware-feeding-screen-2 = But never be greedy. A capture that would take every seed of the other row takes nothing at all. Watch: this move leaves Tux a seed, so your capture counts.

chapter-oware-tempo-title = Waiting moves
chapter-oware-tempo-screen-1 = The best move does not always capture. A small move that changes very little makes Tux play, and Tux's move may leave you a house to capture.
chapter-oware-tempo-screen-2 = Watch: first a quiet move, then Tux has to move, and only then comes the capture. Save a small move for the moment you need it.

chapter-oware-ending-title = Counting to the end
chapter-oware-ending-screen-1 = With few seeds left, count everything: the seeds in each house, and each player's waiting moves. A waiting move sows its seeds only in your own row. Whoever runs out of waiting moves first must sow seeds into the other row.
chapter-oware-ending-screen-2 = Watch how this ending goes, move by move. Every seed counts, so think all the way to the end of the game before you play.

## Kalah

chapter-kalah-chains-title = Again and again
chapter-kalah-chains-screen-1 = A house whose last seed falls into your store gives you another turn. Play the house nearest your store first: the houses further left keep their seeds, and they may still reach the store later.
chapter-kalah-chains-screen-2 = Watch: one move ends in the store, then another, then another. A long chain puts many seeds into your store before Tux plays at all.

chapter-kalah-empty-title = The empty house
chapter-kalah-empty-screen-1 = When your last seed falls into an empty house of yours, you capture the seeds across from it. Watch this capture.
chapter-kalah-empty-screen-2 = Tux can do the same. Look at Tux's empty houses: if Tux can reach one and your house across from it is full, move those seeds away, or sow seeds into the empty house.

chapter-kalah-right-title = Seeds near your store
chapter-kalah-right-screen-1 = The houses close to your store need only a few seeds to reach it, and they give you extra turns. Keep seeds there. When there is no hurry, play the houses on the left.
chapter-kalah-right-screen-2 = Watch: the seeds on the right go into the store, one move after another, and Tux cannot reach them.

chapter-kalah-sweep-title = The last seeds
chapter-kalah-sweep-screen-1 = The game ends as soon as one row is empty. Then each player puts the seeds left in their own row into their store.
chapter-kalah-sweep-screen-2 = So at the end, count both rows and both stores. Sometimes it is best to empty your row fast. Sometimes that lets Tux keep all the seeds in its row. Watch this ending.

## Congkak

chapter-congkak-chains-title = Again and again
chapter-congkak-chains-screen-1 = When your last seed falls into your store, you get another turn. When it falls on other seeds, they are all picked up and the sowing goes on. Watch how far one turn can go.
chapter-congkak-chains-screen-2 = Start with the house closest to your store that reaches it exactly. Then look again: the seeds have moved, and now another house may reach the store.

chapter-congkak-capture-title = Captures
chapter-congkak-capture-screen-1 = When your last seed stops in an empty house of yours, you capture the seeds across from it. After a long trip, many houses have new seeds in them, so count carefully.
chapter-congkak-capture-screen-2 = Watch: first the seeds travel on from house to house. Then the last seed stops in an empty house of yours, across from a full house of Tux's.

chapter-congkak-ending-title = The end of the game
chapter-congkak-ending-screen-1 = When it is a player's turn and their houses are all empty, the game ends. Each player puts the seeds left in their own row into their store. Watch this ending, and count who gets what.

## Togyz Kumalak

chapter-togyz-tuzdyk-title = Where to make a tuzdyk
chapter-togyz-tuzdyk-screen-1 = A tuzdyk works for you until the end of the game: every seed that falls into it goes to your kazan. Make it early, in one of Tux's houses that seeds often pass through.
chapter-togyz-tuzdyk-screen-2 = Watch: the last seed makes three seeds in a house of the other row, and that house becomes a tuzdyk. But a tuzdyk only helps if you keep more seeds in your kazan than Tux.

chapter-togyz-even-title = Even numbers
chapter-togyz-even-screen-1 = Your last seed captures when it makes an even number in a house of the other row. Tux's big houses with an odd number of seeds are good targets: one more seed makes them even.
chapter-togyz-even-screen-2 = Watch: this move ends on a big house of Tux's and makes it even. All of its seeds go into your kazan.

chapter-togyz-defend-title = Guard your houses
chapter-togyz-defend-screen-1 = A house of yours with two seeds can become a tuzdyk for Tux if Tux's last seed lands there. A big house with an odd number of seeds can be captured. Look at your row the way Tux looks at it.
chapter-togyz-defend-screen-2 = Watch: you play the big house in danger before Tux can reach it. Its seeds are safe, and they even make a capture.

chapter-togyz-ending-title = The ending
chapter-togyz-ending-screen-1 = If a player has no seeds left when it is their turn, the game ends, and the other player puts the seeds of their row into their kazan. Count the seeds in both rows and both kazans, and keep seeds in your row.
