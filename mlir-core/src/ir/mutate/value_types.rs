//! Changing a value's type in place (MLIR's `Value::setType`), as shape
//! inference does: uses keep pointing at the value; nothing is verified.

use crate::context::builtin::types::Type;
use crate::ir::handles::Value;
use crate::ir::view::IrView;

impl IrView {
    /// Sets the type of `value` (an op result or a block argument).
    pub fn set_value_type(&mut self, value: Value, ty: Type) {
        self.body_mut(value.body).values[value.id.index()].ty = ty;
    }
}
