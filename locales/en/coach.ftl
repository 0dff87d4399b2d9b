# Puzzles and counting drills on the browser's page (oware-server). Read by the browser pages
# only. The sentences (coach-task-…, coach-why-…, coach-drill-…) are chosen by the server
# (crates/phrases/src/coach.rs); the labels (coach-label-…) are the page's buttons and headings.
# $house and $houses are house letters; $count, $taken, $best and $size are numbers of seeds or
# puzzles.

## What to look for in a puzzle.
coach-task-captures = Find the move that captures the most seeds.
coach-task-defence = Tux threatens your seeds. Find the move that keeps them safe.
coach-task-feeding = Feed Tux and still come out ahead.
coach-task-big-house = Your big house is ready. Find the move that wins the most.
coach-task-ending = The game is nearly over. Find the move that wins the most seeds.
coach-task-extra-turn = Land your last seed in your store, play again, and win seeds.
coach-task-tuzdyk = Find the move that makes a tuzdyk.
coach-task-best = Find the best move.

## The themes, for the hint and the choice of puzzles.
coach-theme-captures = Captures
coach-theme-defence = Defence
coach-theme-feeding = Feeding
coach-theme-big-house = Big house
coach-theme-ending = Endings
coach-theme-extra-turn = Extra turns
coach-theme-tuzdyk = Tuzdyk
coach-theme-best = Best move

## The verdict.
coach-solved = Well done! You solved it on your first try.
coach-solved-again = Well done! You solved it.
coach-right-more = Good move! Watch Tux's answer, then find your next move.
coach-wrong = Not this one. Watch what Tux can do then, and try again.

## Why: the explanation's numbers in words.
coach-why-captures =
    { $count ->
        [one] House { $house } captures { $count } seed.
       *[other] House { $house } captures { $count } seeds.
    }
coach-why-quiet = House { $house } keeps your seeds safe.
coach-why-alternative =
    { $count ->
        [0] House { $house } would capture nothing, and then Tux takes { $taken }.
        [one] House { $house } would capture { $count } seed, and then Tux takes { $taken }.
       *[other] House { $house } would capture { $count } seeds, and then Tux takes { $taken }.
    }
coach-why-gain =
    { $count ->
        [one] In the end you win { $count } seed more than Tux.
       *[other] In the end you win { $count } seeds more than Tux.
    }
coach-why-wrong =
    { $count ->
        [0] House { $house } captures nothing, and then Tux takes { $taken }.
        [one] House { $house } captures { $count } seed, and then Tux takes { $taken }.
       *[other] House { $house } captures { $count } seeds, and then Tux takes { $taken }.
    }
coach-why-wrong-plain =
    { $count ->
        [0] House { $house } captures nothing, and Tux answers well.
        [one] House { $house } captures { $count } seed, but Tux answers well.
       *[other] House { $house } captures { $count } seeds, but Tux answers well.
    }

## The hint ladder.
coach-hint-theme = Think about this: { $theme }.
coach-hint-house = Try your house { $house }.
coach-hint-look = Look at what house { $house } would do.

## Streaks.
coach-streak =
    { $count ->
        [one] { $count } puzzle in a row!
       *[other] { $count } puzzles in a row!
    }
coach-streak-over =
    { $best ->
        [one] Your streak ends at { $count }. Your best is { $best } puzzle.
       *[other] Your streak ends at { $count }. Your best is { $best } puzzles.
    }

## Counting drills.
coach-drill-last-seed = Where does the last seed of house { $house } land? Tap the house or your store.
coach-drill-captures = How many seeds does house { $house } capture? Pick the number.
coach-drill-at-risk = Which of your houses could Tux capture next? Tap them all, then check.
coach-drill-right = Right!
coach-drill-wrong = Not quite. Watch the move.
coach-drill-lands = The last seed lands in house { $house }.
coach-drill-lands-store = The last seed lands in your store.
coach-drill-captured =
    { $count ->
        [0] This move captures nothing.
        [one] This move captures { $count } seed.
       *[other] This move captures { $count } seeds.
    }
coach-drill-safe = None of your houses can be captured.
coach-drill-risky = Tux could capture these houses: { $houses }.
coach-drill-bigger =
    { $count ->
        [one] Bravo! Now houses with up to { $count } seed.
       *[other] Bravo! Now houses with up to { $count } seeds.
    }

## The page's buttons and headings.
coach-label-puzzles = Puzzles
coach-label-drills = Counting
coach-label-title = Puzzles: { $game }
coach-label-drills-title = Counting: { $game }
coach-label-try-again = Try again
coach-label-hint = Hint
coach-label-next = Next puzzle
coach-label-next-drill = Next question
coach-label-streak-start = Streak
coach-label-any = Any puzzle
coach-label-rating = Rating: { $rating }
coach-label-streak = In a row: { $count }
coach-label-best-streak = Best streak: { $count }
coach-label-store = Your store
coach-label-check = Check
coach-label-none-found = There is no puzzle of this kind in this game yet.
coach-label-kind-last-seed = Last seed
coach-label-kind-captures = Captures
coach-label-kind-at-risk = In danger
coach-label-teacher-heading = Puzzles and counting
coach-label-teacher-game = Game
coach-label-teacher-tried = Puzzles tried
coach-label-teacher-solved = Solved
coach-label-teacher-rating = Rating
coach-label-teacher-best-streak = Best streak
coach-label-teacher-themes = By theme (solved of tried)
coach-label-teacher-drills = Drills (right of tried)
coach-label-teacher-none = No child has done a puzzle or a drill yet.
coach-label-house =
    { $count ->
        [one] House { $house }, { $count } seed
       *[other] House { $house }, { $count } seeds
    }
coach-label-store-seeds =
    { $count ->
        [one] Store, { $count } seed
       *[other] Store, { $count } seeds
    }

## The chapters of strategy on the page: its own buttons and sentences (the others are the
## desktop's, in chapter-screen.ftl).
coach-label-chapters-watch = Watch again
coach-label-chapters-next-stage = Next challenge
coach-label-chapters-list = All chapters
coach-label-chapters-house-refused = You cannot play this house now. Pick another one.
coach-label-chapters-not-now = This chapter cannot be opened now. Try again in a moment.
