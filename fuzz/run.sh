#!/usr/bin/env bash
# fuzz/run.sh TARGET [SECONDS] [extra libFuzzer flags...]: builds TARGET with libFuzzer's
# coverage instrumentation on the stable compiler and fuzzes it for SECONDS (default 600).
# Crashes land in fuzz/artifacts/TARGET/; copy each into fuzz/regressions/TARGET/ once fixed.
set -euo pipefail
cd "$(dirname "$0")"
target=$1; secs=${2:-600}; shift; [ $# -gt 0 ] && shift
# What cargo-fuzz passes, minus -Zsanitizer (the only nightly-only part): SanitizerCoverage's
# module pass with the 8-bit counters, PC table and comparison tracing libFuzzer uses.
export RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing"
# With an explicit --target, RUSTFLAGS reach only the fuzzed code, not build scripts and
# proc macros (which would otherwise need libFuzzer's hooks to link).
triple=$(rustc -vV | sed -n "s/^host: //p")
cargo build --release --bins --target "$triple"
[ -d "seeds/$target" ] || ./seed.sh
mkdir -p "corpus/$target" "artifacts/$target"
exec ./target/"$triple"/release/"$target" "corpus/$target" "seeds/$target" \
  -max_total_time="$secs" -artifact_prefix="artifacts/$target/" -rss_limit_mb=4096 -timeout=30 \
  -print_final_stats=1 "$@"
