//! `coretest`: a small dialect, registered from Rust by hand, that exercises
//! every rule of the core verifier before the real dialects exist. It is
//! not upstream's `test` dialect (mlir-opt 22 has its own); its ops are
//! written in the generic form and its tests are `--verify-diagnostics`
//! files in mlir-opt's wording (`tests/mlir/coretest/`).
//!
//! | op | what it exercises |
//! |---|---|
//! | `coretest.func` | a symbol, isolated from above, SSA CFG body |
//! | `coretest.module` | a symbol table (single block, no terminator) |
//! | `coretest.graph` | a graph region (no dominance inside) |
//! | `coretest.region` | an SSA CFG region of several blocks |
//! | `coretest.loop` / `coretest.yield` | implicit terminator, `HasParent` |
//! | `coretest.return` | a return-like terminator |
//! | `coretest.br` / `coretest.cond_br` | branches with successor operands |
//! | `coretest.call` / `coretest.ref` | symbol users (flat and nested) |
//! | `coretest.constant` | constant-like, result type inferred |
//! | `coretest.add` | same operand and result types, elementwise |
//! | `coretest.cast` | cast compatibility |
//! | `coretest.load` / `coretest.store` | memory effects |
//! | `coretest.named` | result and block argument names (`OpAsmOpInterface`) |

mod models;
mod ops;

pub use ops::*;

use mlir_core::Context;
use mlir_core::semantics::interface_support::implement;

/// The dialect namespace.
pub const NAMESPACE: &str = "coretest";

/// Registers `coretest` and its ops in a context.
pub fn register(ctx: &Context) {
    ctx.register_dialect(NAMESPACE);
    use models::*;
    ctx.register_op(&FUNC, &[implement(&FUNC_SYMBOL)]);
    ctx.register_op(&MODULE, &[implement(&MODULE_SYMBOL)]);
    ctx.register_op(&GRAPH, &[implement(&GRAPH_REGIONS)]);
    ctx.register_op(&REGION, &[]);
    ctx.register_op(&LOOP, &[]);
    ctx.register_op(&YIELD, &[]);
    ctx.register_op(&RETURN, &[]);
    ctx.register_op(&BR, &[implement(&BR_BRANCH)]);
    ctx.register_op(&COND_BR, &[implement(&COND_BR_BRANCH)]);
    ctx.register_op(&CALL, &[implement(&CALL_USER)]);
    ctx.register_op(&REF, &[implement(&REF_USER)]);
    ctx.register_op(&CONSTANT, &[implement(&CONSTANT_INFER)]);
    ctx.register_op(&ADD, &[]);
    ctx.register_op(&CAST, &[implement(&CAST_MODEL)]);
    ctx.register_op(&LOAD, &[implement(&LOAD_EFFECTS)]);
    ctx.register_op(&STORE, &[implement(&STORE_EFFECTS)]);
    ctx.register_op(&NAMED, &[implement(&NAMED_ASM)]);
}
