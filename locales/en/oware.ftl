# Oware (Abapa rules): the words of this game alone, in English.
# The words all games share are in common.ftl.
# Each house starts with 4, 5 or 6 seeds, so every number comes in a variable.

## About the game

oware-title = Oware
oware-description = Sow seeds and capture them in a very old game from West Africa.
# One line on the game's card. $win: the seeds that win (more than half of them all).
oware-goal = Capture more seeds than the other player. With { $win } seeds, you win!
oware-manual =
    Click a glowing house in your row. Its seeds go on a trip around the board.
    Not sure what to play? Press Hint and Tux shows you a good house.
    Want to change your move? Press Undo to take it back.
    Tux plays better on each level. Use the level buttons to make the game easier or harder.
    You can also play with a friend on the same screen.
oware-credit = Oware is a very old game from West Africa. People play it in Ghana and in many nearby countries. Here we follow the Abapa rules.

## Feeding: the other row is empty.

feed-explain = The other row is empty! Pick a house with a blue arrow. Its seeds reach that row.
illegal-must-feed = The other row is empty, and this house cannot reach it. Pick a house with an arrow.
# Whose house it is: $owner is you, tux or player (then $player is the player's name).
house-feeding =
    { $owner ->
        [you] Your house { $house }
        [tux] Tux's house { $house }
       *[player] { $player }'s house { $house }
    }, { $count ->
        [one] { $count } seed
       *[other] { $count } seeds
    }, gives seeds to the other row

## What just happened

grand-slam = That move would take every seed in the other row. So this time, nothing is captured.

## Why the game ended

oware-end-score = One player captured more than half of the seeds.
oware-end-draw = Each player captured { $half } seeds. That is exactly half.
oware-end-no-feed = No move could give seeds to the empty row. So each player keeps the seeds on their side.
oware-end-repetition = The same position came back for the third time. So each player keeps the seeds on their side.
oware-end-no-capture-limit = { $limit } moves went by without a capture. So each player keeps the seeds on their side.

## Help: paragraphs are separated by one blank line.
## $seeds: seeds in each house at the start; $total: all the seeds; $win: the seeds that win;
## $half: half of all the seeds; $lap: the seeds that take a move all the way round;
## $limit: the moves without a capture that end the game.

oware-help-title = How to play Oware
oware-help-rules =
    The board has two rows of six houses. Each player owns one row. At the start, every house holds { $seeds } seeds. That makes { $total } seeds in all.

    On your turn, pick one of your houses that has seeds. Take all of its seeds. Drop them one by one into the next houses, going counter-clockwise. This is called sowing.

    With { $lap } seeds or more, your move goes all the way around the board. Then the house you started from is skipped. It stays empty.

    Look at the house where your last seed lands. Is it in the other row, and does it now hold two or three seeds? Then you capture those seeds.

    Now look at the house just before it. If it is in the other row too and holds two or three seeds, you capture them as well. Keep going back like this until a house does not fit.

    A capture may never take every seed in the other row. If it would, you capture nothing at all. The move still counts: the seeds stay where they were sown. This is the grand slam rule.

    If the other row is empty, you must feed it. Play a house whose seeds reach that row. If no house can do it, the game ends and you keep the seeds in your own row.

    You win when you have captured { $win } seeds or more. That is more than half! If both players capture { $half } seeds, it is a draw.

    Sometimes a game goes round in circles. When the same position comes back for the third time, the game ends. It also ends after { $limit } moves without a capture. Then each player keeps the seeds on their side.
