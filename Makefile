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

# The build folder is .build, or MVVMGEN_RELEASE_SCRATCH when set, as for
# scripts/release-build.sh (CI builds release in a folder of its own).
ifneq ($(MVVMGEN_RELEASE_SCRATCH),)
BUILD_FLAGS += --scratch-path "$(MVVMGEN_RELEASE_SCRATCH)"
endif

.PHONY: build install uninstall

build:
	swift build $(BUILD_FLAGS)

install: build
	mkdir -p "$(BINDIR)"
	install -m 755 "$$(swift build $(BUILD_FLAGS) --show-bin-path)/mvvmgen" "$(BINDIR)/mvvmgen"

uninstall:
	rm -f "$(BINDIR)/mvvmgen"
