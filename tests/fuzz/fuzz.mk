# fuzz.mk - builds the libFuzzer targets with clang, ASan and UBSan (tests/fuzz/build.sh runs it;
# see tests/fuzz/README.md). The pure layers (game/core, lang, modes; generators/toycar, bots,
# mays) are compiled once into OUT/libloopling_fuzz.a with coverage instrumentation, and each
# tests/fuzz/fuzz_NAME.c is linked with it into OUT/fuzz_NAME. Objects are rebuilt when their
# source or a header they include changes.
#   make -f tests/fuzz/fuzz.mk -j2 [OUT=build/fuzz] [FUZZ_CFLAGS=...] OUT/fuzz_save ...
ROOT := $(abspath $(dir $(lastword $(MAKEFILE_LIST)))/../..)
OUT ?= $(ROOT)/build/fuzz
CC := clang
SAN := -fsanitize=address,undefined -fno-sanitize-recover=all
WARN := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wno-missing-field-initializers -Werror
LUA_CFLAGS := $(shell pkg-config --cflags lua5.4)
CFLAGS := -std=c11 -g -O1 $(WARN) -D_POSIX_C_SOURCE=200809L -DLOOPLING_SOURCE_DIR='"$(ROOT)"' \
          -I$(ROOT)/game -I$(ROOT)/generators -I$(ROOT)/tests -I/usr/include/stb $(LUA_CFLAGS) $(FUZZ_CFLAGS)
LIBS := $(shell pkg-config --libs lua5.4) -lm
SDL_CFLAGS := $(shell pkg-config --cflags sdl2)
SDL_LIBS := $(shell pkg-config --libs sdl2)

LIB_SRC := $(wildcard $(ROOT)/game/core/*.c $(ROOT)/game/lang/*.c $(ROOT)/game/modes/*/*.c \
                      $(ROOT)/generators/toycar/*.c $(ROOT)/generators/bots/*.c $(ROOT)/generators/mays/*.c)
LIB_OBJ := $(patsubst $(ROOT)/%.c,$(OUT)/obj/%.o,$(LIB_SRC))

.SUFFIXES:
.SECONDARY:
.DELETE_ON_ERROR:

$(OUT)/obj/%.o: $(ROOT)/%.c
	@mkdir -p $(dir $@)
	@echo "cc $*.c"
	@$(CC) $(CFLAGS) $(SAN) -fsanitize=fuzzer-no-link -MMD -MP -c $< -o $@

$(OUT)/libloopling_fuzz.a: $(LIB_OBJ)
	@rm -f $@
	@echo "ar $(notdir $@)"
	@ar rcs $@ $^

# A target: its own file, what it needs beyond the pure layers, the library, Lua.
$(OUT)/fuzz_%: $(OUT)/obj/tests/fuzz/fuzz_%.o $(OUT)/libloopling_fuzz.a
	@echo "link $(notdir $@)"
	@$(CC) $(SAN) -fsanitize=fuzzer $(filter %.o,$^) $(filter %.a,$^) $(TARGET_LIBS) $(LIBS) -o $@

# The language's target runs programs in the tests' world.
$(OUT)/fuzz_lang: $(OUT)/obj/tests/lang/test_world.o
# The --input script reader is in the SDL layer (it makes SDL events).
$(OUT)/fuzz_script: $(OUT)/obj/game/ui/shell/script.o
$(OUT)/fuzz_script: TARGET_LIBS := $(SDL_LIBS)
$(OUT)/obj/game/ui/shell/script.o $(OUT)/obj/tests/fuzz/fuzz_script.o: CFLAGS += $(SDL_CFLAGS)

-include $(shell find $(OUT)/obj -name '*.d' 2>/dev/null)
