#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# make test32's precondition: 32-bit x86 programs must run on this host. Most x86-64 kernels
# run them natively (IA32 emulation); some VM kernels are built without it ("Exec format error"),
# and there this script, as root, installs Debian's qemu-user-static and registers qemu-i386 as
# the binfmt_misc handler for i386 ELF programs (the F flag: the interpreter is opened now, so
# the registration also works in chroots and containers), so every 32-bit test, the scripts'
# direct calls included, runs under user-mode QEMU. Exit status 0 when 32-bit programs run.
# With --mode, the last line on stdout says how they run: "native", or "emulated" (under QEMU, whose
# uname() reports the guest's i686 where a 64-bit kernel reports x86_64 to a 32-bit program);
# the other messages go to stderr.
set -euo pipefail
print_mode=0
[ "${1:-}" = --mode ] && print_mode=1
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
printf 'int main(void) { return 0; }\n' >"$tmp/t.c"
cc="${CC:-gcc}"
if ! "$cc" -m32 "$tmp/t.c" -o "$tmp/t32" 2>"$tmp/err"; then
  echo "i386-exec: $cc -m32 cannot link a program (gcc-multilib missing?):" >&2
  cat "$tmp/err" >&2
  exit 1
fi
# how 32-bit programs run, once they do
mode() {
  [ "$print_mode" = 1 ] || return 0
  printf '#include <stdio.h>\n#include <string.h>\n#include <sys/utsname.h>\nint main(void) { struct utsname u; if (uname(&u) != 0) return 1; puts(strcmp(u.machine, "x86_64") == 0 ? "native" : "emulated"); return 0; }\n' >"$tmp/m.c"
  "$cc" -m32 "$tmp/m.c" -o "$tmp/m32" && "$tmp/m32"
}
if "$tmp/t32" 2>/dev/null; then
  mode
  exit 0
fi

echo "i386-exec: this kernel does not run 32-bit x86 programs natively; registering qemu-i386 (binfmt_misc)" >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "i386-exec: needs root: apt-get install -y qemu-user-static, then register qemu-i386 in binfmt_misc" >&2
  exit 1
fi
if [ ! -x /usr/bin/qemu-i386-static ]; then
  apt-get install -y qemu-user-static >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y qemu-user-static >/dev/null; }
fi
bm=/proc/sys/fs/binfmt_misc
[ -e "$bm/register" ] || mount -t binfmt_misc binfmt_misc "$bm"
if [ ! -e "$bm/qemu-i386" ]; then
  # i386 ELF executables (e_ident class 1, little-endian; e_type EXEC or DYN; e_machine 3)
  printf '%s' ':qemu-i386:M::\x7fELF\x01\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x03\x00:\xff\xff\xff\xff\xff\xfe\xfe\x00\xff\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff:/usr/bin/qemu-i386-static:F' >"$bm/register"
fi
if "$tmp/t32"; then
  echo "i386-exec: 32-bit programs now run under qemu-i386" >&2
  mode
  exit 0
fi
echo "i386-exec: 32-bit programs still do not run" >&2
exit 1
