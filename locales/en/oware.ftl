# Oware (Abapa rules): every word of the activity, in English.
# Readers are children aged 5 to 10, or a teacher reading aloud:
# short sentences, one idea each, a warm tone.
# Every locale has exactly the same ids, attributes and variables as this file.

## About the activity

activity-title = Oware
activity-description = Sow seeds and capture them in a very old game from West Africa.
activity-goal = Capture more seeds than the other player. With 25 seeds, you win!
activity-manual =
    Click a glowing house in your row. Its seeds go on a trip around the board.
    Not sure what to play? Press Hint and Tux shows you a good house.
    Want to change your move? Press Undo to take it back.
    Tux plays better on each level. Use the level buttons to make the game easier or harder.
    You can also play with a friend on the same screen.
activity-credit = Oware is a very old game from West Africa. People play it in Ghana and in many nearby countries. Here we follow the Abapa rules.
language-name = English

## Players

player-you = You
player-tux = Tux
player-south = Player 1
player-north = Player 2

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
dialog-close = Close

## Status line

level-line = level { $level } of { $max }
turn-you = Your turn!
turn-tux = Tux is thinking…
turn-player = { $player }, your turn!

## Feeding: the other row is empty.

feed-explain = The other row is empty! Pick a house with a blue arrow. Its seeds reach that row.

## Clicks that are refused

illegal-empty-house = This house is empty. Pick a house with seeds.
illegal-not-your-house = This house is in the other row. Pick one of yours.
illegal-must-feed = The other row is empty, and this house cannot reach it. Pick a house with an arrow.
illegal-wait = Wait a moment. Tux is still thinking.
illegal-game-over = This game is over. Start a new one!
illegal-tuzdyk = This house is a tuzdyk. Nobody may play it.

## What just happened
## $house is a house letter: A to F in the bottom row, a to f in the top row.

move-tux-played = Tux played house { $house }.
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
grand-slam = That move would take every seed in the other row. So this time, nothing is captured.
hint-try = Try house { $house }!
hint-thinking = Tux is looking for a good move…
undo-nothing = There is no move to take back.

## End of the game

end-you-win = You win! Well played!
end-tux-wins = Tux wins this time. Try again!
end-draw = It's a draw!
end-player-wins = { $player } wins! Well played!
end-score = Score: { $south } – { $north }
end-reason-score = One player captured more than half of the seeds.
end-reason-draw = Each player captured 24 seeds. That is exactly half.
end-reason-no-feed = No move could give seeds to the empty row. So each player keeps the seeds on their side.
end-reason-repetition = The same position came back for the third time. So each player keeps the seeds on their side.
end-reason-no-capture-limit = 160 moves went by without a capture. So each player keeps the seeds on their side.
end-reason-empty-row = A row of houses is empty. Each player also counts the seeds left on their side.
end-reason-endless = This move would never stop, so the game ends here. Each player counts the seeds on their side.
end-reason-no-move = One player had no seeds to play. The other player counts the seeds left on their side.
end-play-again = Play again
end-next-level = Next level

## Names for screen readers

house-playable =
    { $count ->
        [one] House { $house }, { $count } seed, can be played
       *[other] House { $house }, { $count } seeds, can be played
    }
house-feeding =
    { $count ->
        [one] House { $house }, { $count } seed, gives seeds to the other row
       *[other] House { $house }, { $count } seeds, gives seeds to the other row
    }
house-blocked =
    { $count ->
        [one] House { $house }, { $count } seed
       *[other] House { $house }, { $count } seeds
    }
store-you =
    { $count ->
        [one] You have captured { $count } seed
       *[other] You have captured { $count } seeds
    }
store-tux =
    { $count ->
        [one] Tux has captured { $count } seed
       *[other] Tux has captured { $count } seeds
    }
store-south =
    { $count ->
        [one] { player-south } has captured { $count } seed
       *[other] { player-south } has captured { $count } seeds
    }
store-north =
    { $count ->
        [one] { player-north } has captured { $count } seed
       *[other] { player-north } has captured { $count } seeds
    }

## Help: paragraphs are separated by one blank line.

help-title = How to play Oware
help-rules =
    The board has two rows of six houses. Each player owns one row. At the start, every house holds four seeds. That makes 48 seeds in all.

    On your turn, pick one of your houses that has seeds. Take all of its seeds. Drop them one by one into the next houses, going counter-clockwise. This is called sowing.

    With 12 seeds or more, your move goes all the way around the board. Then the house you started from is skipped. It stays empty.

    Look at the house where your last seed lands. Is it in the other row, and does it now hold 2 or 3 seeds? Then you capture those seeds.

    Now look at the house just before it. If it is in the other row too and holds 2 or 3 seeds, you capture them as well. Keep going back like this until a house does not fit.

    A capture may never take every seed in the other row. If it would, you capture nothing at all. The move still counts: the seeds stay where they were sown. This is the grand slam rule.

    If the other row is empty, you must feed it. Play a house whose seeds reach that row. If no house can do it, the game ends and you keep the seeds in your own row.

    You win when you have captured 25 seeds or more. That is more than half! If both players capture 24 seeds, it is a draw.

    Sometimes a game goes round in circles. When the same position comes back for the third time, the game ends. It also ends after 160 moves without a capture. Then each player keeps the seeds on their side.
