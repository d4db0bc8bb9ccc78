//! Lowering: post-grad FX graph → Inductor-style scheduler nodes (being built).
pub mod loop_body;
