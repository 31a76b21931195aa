-- open_class.lua - the game's defaults, but everything open: every robot block and the text
-- view from lesson 1 (bots.blocks = "all") and lessons in any order (lesson_order = "free").
-- The tests that type programs in the first lessons, or hop from lesson to lesson, use it;
-- game_lessons.sh tests the default (lessons in order, blocks as taught).
settings = {
  lesson_order = "free",
  bots = { blocks = "all" },
}
