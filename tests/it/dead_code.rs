//! Dead-code elimination as a function of its own
//! (`eliminate_dead_code`): unreachable blocks, dead ops, dead cycles
//! through block arguments, and the branch operands that fed them go; ops
//! with unknown effects, terminators and entry block arguments stay.

use std::sync::Arc;

use mlir_rs::core::transforms::region_simplify::eliminate_dead_code;
use mlir_rs::prelude::*;

fn parse(text: &str) -> Module {
    let ctx = Arc::new(Context::with_dialects(&mlir_rs::opt::standard_registry()));
    ctx.set_allow_unregistered_dialects(true);
    Module::parse(&ctx, "input.mlir", text).expect("the input parses")
}

#[test]
fn dead_cycles_unreachable_blocks_and_dead_arguments_go() {
    let mut module = parse(
        r#"
func.func @f(%a: i32, %c: i1) -> i32 {
  %unused = arith.addi %a, %a : i32
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%live: i32, %dead: i32):
  %next = arith.muli %dead, %dead : i32
  "u.effect"() : () -> ()
  cf.cond_br %c, ^bb1(%live, %next : i32, i32), ^bb2
^bb2:
  return %live : i32
^bb3:
  %x = arith.subi %a, %a : i32
  cf.br ^bb3
}
"#,
    );
    let root = module.op().as_op();
    assert!(eliminate_dead_code(module.ir_mut(), root));
    let expected = r#"module {
  func.func @f(%arg0: i32, %arg1: i1) -> i32 {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
    "u.effect"() : () -> ()
    cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
  ^bb2:  // pred: ^bb1
    return %0 : i32
  }
}
"#;
    assert_eq!(module.print(&PrintOptions::default()), expected);
    assert!(!eliminate_dead_code(module.ir_mut(), root), "nothing is left to erase");
}
