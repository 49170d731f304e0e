//! The core's symbol passes on a user's symbol op: `symbol-dce` asks the
//! op's `SymbolOpInterface` whether an unused symbol may go, and
//! `symbol-privatize` sets the visibility an op declares as a property.

use mlir_rs::prelude::*;

/// Symbols with their own discarding rule.
#[dialect(name = "keep", ops = [PinnedOp, PlainOp])]
pub struct Keep;

/// A symbol that stays even when private and unused.
#[op(dialect = Keep, name = "pinned", traits = [SymbolOpInterfaceTrait],
     interfaces = [SymbolOpInterface])]
pub struct PinnedOp {
    #[attr]
    sym_name: StrAttr,
    #[attr]
    sym_visibility: Option<StrAttr>,
}

impl SymbolOpInterface for PinnedOp {
    fn can_discard_on_use_empty(&self, _ir: &IrView) -> bool {
        false
    }
}

/// A symbol with MLIR's default rule: it may go when it is not public.
#[op(dialect = Keep, name = "plain", traits = [SymbolOpInterfaceTrait],
     interfaces = [SymbolOpInterface])]
pub struct PlainOp {
    #[attr]
    sym_name: StrAttr,
    #[attr]
    sym_visibility: Option<StrAttr>,
}

impl SymbolOpInterface for PlainOp {}

fn tool() -> OptTool {
    let mut registry = DialectRegistry::new();
    mlir_rs::dialects::register_all(&mut registry);
    registry.insert::<Keep>();
    OptTool::new("keep-opt", &registry)
}

const INPUT: &str = r#""keep.pinned"() <{sym_name = "a", sym_visibility = "private"}> : () -> ()
"keep.plain"() <{sym_name = "b", sym_visibility = "private"}> : () -> ()
"keep.plain"() <{sym_name = "c", sym_visibility = "nested"}> : () -> ()
"keep.plain"() <{sym_name = "d"}> : () -> ()
"#;

#[test]
fn symbol_dce_keeps_what_the_interface_pins() {
    let out = tool().run_in_memory(&["--symbol-dce"], "in.mlir", INPUT);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    assert_eq!(
        out.stdout_lossy(),
        r#"module {
  "keep.pinned"() <{sym_name = "a", sym_visibility = "private"}> : () -> ()
  "keep.plain"() <{sym_name = "d"}> : () -> ()
}

"#
    );
}

#[test]
fn symbol_privatize_sets_the_property() {
    let out = tool().run_in_memory(&["--symbol-privatize=exclude=a"], "in.mlir", INPUT);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    assert_eq!(
        out.stdout_lossy(),
        r#"module {
  "keep.pinned"() <{sym_name = "a", sym_visibility = "private"}> : () -> ()
  "keep.plain"() <{sym_name = "b", sym_visibility = "private"}> : () -> ()
  "keep.plain"() <{sym_name = "c", sym_visibility = "private"}> : () -> ()
  "keep.plain"() <{sym_name = "d", sym_visibility = "private"}> : () -> ()
}

"#
    );
}
