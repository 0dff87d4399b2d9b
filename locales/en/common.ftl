# The words every game shares, in English: the menu, the buttons, the turns, the end screen.
# What belongs to one game alone is in oware.ftl, kalah.ftl, congkak.ftl and togyz.ftl.
# Readers are children aged 5 to 10, or a teacher reading aloud:
# short sentences, one idea each, a warm tone.
# Every locale has exactly the same ids, attributes and variables as the English files.
# A number is always a variable ({ $count }), never written in the text.

language-name = English

## The menu where a game is chosen

suite-title = Sowing games
menu-choose = Pick a game!
menu-seeds = Seeds in each house
# Read by screen readers on one button of the seeds chooser.
menu-seeds-choice =
    { $count ->
        [one] { $count } seed in each house
       *[other] { $count } seeds in each house
    }
menu-speed = Speed of the moves
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
# When the board says what a house would do, before it is played. The first choice shows it
# against Tux's first levels and when two children share the screen.
menu-preview = Show what a move will do
menu-preview-first = First levels
menu-preview-always = Always
menu-preview-never = Never
menu-hints = Hints
menu-hints-none = None
menu-hints-per-game = { $count } a game
menu-hints-unlimited = Unlimited
# The typeface of every word on screen; the choices are the typefaces' own names.
menu-font = Font
# Under the font's choices when OpenDyslexic is chosen but the language on screen keeps Andika.
menu-font-kept = In this language the words stay in Andika: OpenDyslexic draws some of its letters wrong.
menu-settings = Settings
menu-quit = Quit
# Read by screen readers on a game's card: $game is its name, $goal its one-line goal, $age
# and $difficulty the sentences menu-age and menu-difficulty.
menu-card = { $game }. { $goal } { $age } { $difficulty }
# On a game's card: from what age children usually enjoy it (its badge shows "6+").
menu-age = From age { $age }.
# On a game's card: how hard it is. $difficulty: easy, medium or hard.
menu-difficulty =
    { $difficulty ->
        [easy] Easy to learn.
        [medium] Makes you think.
       *[hard] For strong players.
    }

## Players

player-you = You
player-tux = Tux
player-south = Player 1
player-north = Player 2
# A classmate's name, as they typed it.
player-named = { $player }

## House letters
# The letters written on the houses and said in every sentence that names a house, in sowing
# order: nine letters, separated by spaces. The first row is the child's (the bottom row),
# the second the other row. A game with fewer houses uses the first letters.

house-letters-south = A B C D E F G H I
house-letters-north = a b c d e f g h i

## The bar of buttons: short labels, also read by screen readers.

bar-help = Help
bar-hint = Hint
bar-undo = Undo
bar-restart = New game
bar-level-down = Easier
bar-level-up = Harder
bar-mode-tux = Against Tux
bar-mode-friends = Two players
bar-language = Language
bar-home = Home
bar-sound = Sound
bar-hint-count = Hint ({ $count })
bar-hint-none-left = No hints left
bar-hint-left =
    { $count ->
        [one] { $count } hint left in this game
       *[other] { $count } hints left in this game
    }
bar-hint-used-up = No hints left in this game: a new game brings new ones.
bar-sound-unavailable = No sound: no loudspeaker or headphones were found
dialog-close = Close

## Asked before what cannot be taken back: leaving, or a new level in the middle of a game

confirm-quit = Do you really want to leave?
confirm-quit-yes = Yes, leave
confirm-quit-no = No, stay
confirm-easier = Play an easier level? This game stops and a new one begins.
confirm-harder = Play a harder level? This game stops and a new one begins.
confirm-restart = Start a new game? This game stops.
confirm-level-yes = Yes, a new game
confirm-level-no = No, keep playing
confirm-home = Go back to the games? If you choose this game again, you can play on.
confirm-home-yes = Yes, go back

## Status line

level-line = level { $level } of { $max }
turn-you = Your turn!
turn-tux = Tux is thinking…
turn-player = { $player }, your turn!

## Clicks that are refused

illegal-empty-house = This house is empty. Pick a house with seeds.
illegal-not-your-house = This house is in the other row. Pick one of yours.
illegal-wait = Wait a moment. Tux is still thinking.
illegal-game-over = This game is over. Start a new one!

## What just happened
## $house is a house letter: A, B, C… in the bottom row, a, b, c… in the top row.

# Every move is named to a screen reader, then what it did (the sentences below) and whose
# turn it is; the screen shows Tux's move the same way.
move-tux-played = Tux played house { $house }.
move-you-played = You played house { $house }.
move-player-played = { $player } played house { $house }.
captured-you =
    { $count ->
        [one] You captured { $count } seed!
       *[other] You captured { $count } seeds!
    }
captured-tux =
    { $count ->
        [one] Tux captured { $count } seed.
       *[other] Tux captured { $count } seeds.
    }
captured-player =
    { $count ->
        [one] { $player } captured { $count } seed!
       *[other] { $player } captured { $count } seeds!
    }
hint-try = Try your house { $house }!
hint-thinking = Tux is looking for a good move…
undo-nothing = There is no move to take back.

## Another turn, in the games with a store on the way (Kalah and Congkak)

extra-turn-you = Your last seed fell into your store. Play again!
extra-turn-tux = Tux's last seed fell into its store. Tux plays again.
extra-turn-player = { $player }, your last seed fell into your store. Play again!
# The classmate at another computer, named to the child reading it.
extra-turn-classmate = { $player } plays again: their last seed fell into their store.

## End of the game

end-you-win = You win! Well played!
end-tux-wins = Tux wins this time. Try again!
end-draw = It's a draw!
# After a loss: $count is the seeds the child won.
end-cheer-lost = You won { $count ->
        [one] { $count } seed
       *[other] { $count } seeds
    } all the same. Each game makes you a little stronger!
end-player-wins = { $player } wins! Well played!
# $first: the winner's score, said first because the title just above names the winner
# (on a draw, the row at the bottom of the screen); $second the other player's.
end-score = Score: { $first } – { $second }
end-play-again = Play again
end-next-level = Next level
end-easier-level = Easier level
end-look-back = Look back at the game
look-back-thinking = Tux is looking over your moves…
look-back-nothing = There is nothing to look back at in this game.
look-back-counter = Your move { $number } of { $count }
look-back-previous = Previous
look-back-next = Next
look-back-done = Done

## Names for screen readers
## A store is where a player's seeds are kept: the store of Kalah and Congkak,
## the captured seeds of Oware, the kazan of Togyz Kumalak.

# Whose house it is: $owner is you, tux or player (then $player is the player's name).
house-playable =
    { $owner ->
        [you] Your house { $house }
        [tux] Tux's house { $house }
       *[player] { $player }'s house { $house }
    }, { $count ->
        [one] { $count } seed
       *[other] { $count } seeds
    }, can be played
house-blocked =
    { $owner ->
        [you] Your house { $house }
        [tux] Tux's house { $house }
       *[player] { $player }'s house { $house }
    }, { $count ->
        [one] { $count } seed
       *[other] { $count } seeds
    }, cannot be played
store-you =
    { $count ->
        [one] Your store holds { $count } seed
       *[other] Your store holds { $count } seeds
    }
store-tux =
    { $count ->
        [one] Tux's store holds { $count } seed
       *[other] Tux's store holds { $count } seeds
    }
store-south =
    { $count ->
        [one] { player-south }'s store holds { $count } seed
       *[other] { player-south }'s store holds { $count } seeds
    }
store-north =
    { $count ->
        [one] { player-north }'s store holds { $count } seed
       *[other] { player-north }'s store holds { $count } seeds
    }

# Written on each store and kazan of the board, in its owner's colour: whose it is, in a
# word or two, as there is little room. $player is a player's name.
store-owner-you = Yours
store-owner-tux = Tux's
store-owner-player = { $player }
kazan-owner-you = Yours
kazan-owner-tux = Tux's
kazan-owner-player = { $player }

## Who plays, and a classmate at another computer
## $player is the classmate's own name, as they typed it; $code is a room code such as 7KQ2MX.

bar-mode-classmate = Classmate
players-title = Who plays?
players-here = Two players here
players-classmate = A classmate, on another computer
classroom-title = Play with a classmate
classroom-name = Your name
classroom-host = Start a game
classroom-join = Join a game
classroom-code = The code of your game. Tell it to your classmate!
classroom-waiting = Waiting for your classmate…
classroom-looking = Looking for games nearby…
classroom-connecting = Connecting to the game…
classroom-nearby = Games nearby. Pick one!
classroom-none = No game found nearby. Type the code of the game below.
classroom-room = { $player }: { $game } ({ $code })
classroom-type-code = Code of the game
classroom-cancel = Cancel
classroom-bad-name = Type a short name, with letters or digits.
classroom-unreachable = That game cannot be reached. Check the code and try again.
classroom-lost = The connection is lost. Trying again…
classroom-left = { $player } has left the game.
classroom-failed = The game with your classmate has stopped.
classroom-closed-teacher = Your teacher has closed this game.
turn-classmate = { $player } is playing…
illegal-wait-classmate = Wait a moment. Your classmate is playing.
store-classmate =
    { $count ->
        [one] { $player }'s store holds { $count } seed
       *[other] { $player }'s store holds { $count } seeds
    }

## Help: the headings of the rules' sections

help-heading-board = The board
help-heading-turn = Your turn
help-heading-capture = Capturing
help-heading-feed = Feeding the other row
help-heading-again = Playing again
help-heading-last-seed = Where the last seed falls
help-heading-tuzdyk = The tuzdyk
help-heading-end = The end of the game

## For the teacher: the settings file

settings-damaged = The settings file could not be read in full: { $file }. The settings that could be read are kept; the others are back to their defaults. The file as it was is kept as { $copy }.
settings-damaged-not-kept = The settings file could not be read in full: { $file }. The settings that could be read are in use; the others are back to their defaults until the file is repaired. Until then, changes are not saved.

## For the teacher: the lessons' file, and the banner that tells of a damaged file

progress-damaged = The file of lessons done could not be read in full: { $file }. The lessons that could be read still count as done; the others can be done again. The file as it was is kept as { $copy }.
progress-damaged-not-kept = The file of lessons done could not be read in full: { $file }. The lessons that could be read still count as done. No copy of the file could be made, so no lesson done is saved until it is repaired.
notice-title = For the teacher

## Who are you? The class's sign-in on the menu, with a classroom server (--server).
## Readers are children aged 6 to 10: the fewest words, a warm tone. A number is always a variable.

who-open = Who are you?
who-title = Who are you?
who-tap-group = Tap your group.
who-tap-name = Tap your name.
who-tap-pictures = Tap your three pictures.
who-back = Back
# For a screen reader: the nine pictures to choose from.
who-pictures = Your pictures
who-picture-sun = Sun
who-picture-tree = Tree
who-picture-fish = Fish
who-picture-flower = Flower
who-picture-apple = Apple
who-picture-boat = Boat
who-picture-star = Star
who-picture-cat = Cat
who-picture-ball = Ball
# For a screen reader: how many of the three pictures are tapped so far.
who-tapped = Pictures tapped: { $count } of three
# While the classroom server is asked.
who-asking = Just a moment…
# After three wrong pictures: gentle, never a scolding; then the tries left before a rest.
who-wrong =
    Not quite. Look at your card and try again! { $count ->
        [one] { $count } more try, then a little rest.
       *[other] { $count } more tries, then a little rest.
    }
# After several misses this child waits a little; the seconds count down.
who-paused =
    Time for a little rest! Try again in { $count ->
        [one] { $count } second.
       *[other] { $count } seconds.
    }
who-unreachable = The class cannot be reached right now. Try again soon.
# A class without groups yet, or a group without children.
who-empty = Nobody is here yet. Ask your teacher.
# On the menu, once signed in: $player is the child's name as the teacher typed it.
who-signed-in = You are { $player }
who-sign-out = Sign out
