# Installs the mvvmgen command: `make install` (into /usr/local/bin), or
# `make install PREFIX=$HOME/.local`. The built-in templates are inside the executable:
# it is the only file installed. On macOS it is a universal binary; on Linux it uses the
# Swift runtime of the toolchain that built it (scripts/build-artifactbundle.sh builds
# one that needs no toolchain).
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin

ifeq ($(shell uname -s),Darwin)
BUILD_FLAGS = -c release --product mvvmgen --arch arm64 --arch x86_64
else
BUILD_FLAGS = -c release --product mvvmgen
endif

.PHONY: build install uninstall

build:
	swift build $(BUILD_FLAGS)

install: build
	mkdir -p "$(BINDIR)"
	install -m 755 "$$(swift build $(BUILD_FLAGS) --show-bin-path)/mvvmgen" "$(BINDIR)/mvvmgen"

uninstall:
	rm -f "$(BINDIR)/mvvmgen"
