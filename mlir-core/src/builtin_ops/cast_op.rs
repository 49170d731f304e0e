//! `builtin.unrealized_conversion_cast`, defined with `#[op]` as MLIR's
//! `BuiltinOps.td` defines it: values of some types standing for values of
//! others until a conversion is complete, with its folder.

use mlir_derive::op;

use crate::builtin_ops::builtin::Builtin;
use crate::definitions::interfaces::cast::{AnyCast, CastOpInterfaceModel, CastOpInterfaceTrait};
use crate::definitions::op_type::OpType;
use crate::ir::{IrView, Value};
use crate::rewrite::{FoldAdaptor, OpFoldResult};
use crate::semantics::constraints::{AnyType, Variadic};
use crate::semantics::traits::Pure;

/// An unrealized conversion from one set of types to another:
/// `%1 = builtin.unrealized_conversion_cast %0 : i32 to i64`.
///
/// A dialect conversion makes one where a converted value meets a use
/// that is not converted yet; the casts that remain once it is done undo
/// each other, and `reconcile-unrealized-casts` removes them. Any types
/// may be cast to any others: the cast has no run-time meaning.
#[op(dialect = Builtin, name = "unrealized_conversion_cast", traits = [Pure, CastOpInterfaceTrait],
     interfaces = [CastOpInterfaceModel = AnyCast],
     format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict", fold)]
pub struct UnrealizedConversionCastOp {
    /// The values cast.
    #[operand]
    inputs: Variadic<AnyType>,
    /// The values they stand for.
    #[result]
    outputs: Variadic<AnyType>,
}

impl UnrealizedConversionCastOp {
    /// A cast to its operands' own types is its operands, and a cast
    /// undoing the cast that produced all of its operands (`A -> B -> A`)
    /// is that cast's operands.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        let op = self.as_op();
        let types = |values: &mut dyn Iterator<Item = Value>| -> Vec<_> {
            values.map(|v| v.ty(ir)).collect()
        };
        let result_types = types(&mut op.results(ir));
        if types(&mut op.operands(ir)) == result_types {
            return Some(op.operands(ir).map(OpFoldResult::Value).collect());
        }
        let inner = op.operands(ir).next()?.defining_op(ir)?;
        let undoes = inner.name(ir) == op.name(ir)
            && inner.results(ir).eq(op.operands(ir))
            && types(&mut inner.operands(ir)) == result_types;
        undoes.then(|| inner.operands(ir).map(OpFoldResult::Value).collect())
    }
}
