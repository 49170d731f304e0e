//! Mistake: a `verify` method returning something else than
//! `VerifyResult` (a `Result` with a `String`): one error at the hook.
use mlir_core::semantics::constraints::*;
use mlir_core::ir::IrView;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::op;

struct D;
impl Dialect for D {
    const NAMESPACE: &'static str = "d";
}

#[op(dialect = D, name = "c", verify)]
pub struct COp {
    #[attr]
    value: I64Attr,
}

impl COp {
    fn verify(self, ir: &IrView) -> Result<(), String> {
        if self.value(ir) < 0 {
            return Err("negative".to_owned());
        }
        Ok(())
    }
}

fn main() {}
