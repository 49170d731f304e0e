//! Which kind an attribute or type is, as the interface map keys its
//! models: a builtin kind by its payload's variant ([`BuiltinAttrKind`],
//! [`BuiltinTypeKind`]), a dialect kind by the address of its static
//! definition. Reading a value's [`KindId`] is one match, so a lookup costs
//! one hash and never compares names.

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
pub use crate::context::builtin::attributes::BuiltinAttrKind;
pub use crate::context::builtin::types::BuiltinTypeKind;
use crate::context::builtin::types::Type;
use crate::context::dialect_attr::DialectAttr;
use crate::context::dialect_type::DialectType;

/// The kind of an attribute or type, the key of its interface models.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum KindId {
    /// A builtin attribute kind.
    BuiltinAttr(BuiltinAttrKind),
    /// A builtin type kind.
    BuiltinType(BuiltinTypeKind),
    /// A dialect kind: the address of its `AttrDef` or `TypeDef` (stable
    /// for the process: definitions are statics).
    Dialect(usize),
}

impl DialectAttr {
    /// The kind of a dialect attribute: its definition's address.
    pub fn kind_id(&self) -> KindId {
        KindId::Dialect(std::ptr::from_ref(self.def) as usize)
    }
}

impl DialectType {
    /// The kind of a dialect type: its definition's address.
    pub fn kind_id(&self) -> KindId {
        KindId::Dialect(std::ptr::from_ref(self.def) as usize)
    }
}

impl Attribute {
    /// The attribute's kind.
    pub fn kind_id(self, ctx: &Context) -> KindId {
        self.data(ctx).kind_id()
    }
}

impl Type {
    /// The type's kind.
    pub fn kind_id(self, ctx: &Context) -> KindId {
        self.data(ctx).kind_id()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_values_have_their_variants_kind() {
        let ctx = Context::new();
        let i32 = ctx.integer_type(32);
        let tensor = ctx.ranked_tensor_type(&[2], i32);
        assert_eq!(i32.kind_id(&ctx), KindId::BuiltinType(BuiltinTypeKind::Integer));
        assert_eq!(tensor.kind_id(&ctx), KindId::BuiltinType(BuiltinTypeKind::RankedTensor));
        let one = ctx.integer_attr(i32, crate::support::apint::APInt::from_u64(32, 1));
        assert_eq!(one.kind_id(&ctx), KindId::BuiltinAttr(BuiltinAttrKind::Integer));
        assert_eq!(ctx.unit_attr().kind_id(&ctx), KindId::BuiltinAttr(BuiltinAttrKind::Unit));
    }
}
