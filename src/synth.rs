//! Synthetic FX text generators for benchmarks and tests (being built).
