//! `DeviceMappingAttrInterface`: attributes saying onto which processing
//! unit of a device (a block, a thread, a warp, …) a dimension of a
//! parallel loop is distributed; `DeviceMaskingAttrInterface`: attributes
//! saying which of those units are active; and [`DeviceMappingArrayAttr`],
//! the constraint of the `mapping` array of `scf.forall` that holds them.

use std::borrow::Cow;

use mlir_derive::interface;

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::semantics::constraints::{ArrayElement, ArrayOf};

/// An attribute naming the unit of a device a loop dimension maps to
/// (MLIR's `DeviceMappingAttrInterface`).
#[interface(attr)]
pub trait DeviceMappingAttrInterface {
    /// The dimension of the device's grid this mapping names (x = 0, …).
    fn mapping_id(&self, ctx: &Context) -> i64;

    /// Whether the mapping linearizes the ids (a linear mapping has no
    /// fixed dimension of its own).
    fn is_linear_mapping(&self, ctx: &Context) -> bool {
        let _ = ctx;
        false
    }

    /// The position of the mapping among those of its kind, for sorting.
    fn relative_index(&self, ctx: &Context) -> i64 {
        self.mapping_id(ctx)
    }
}

/// An attribute masking the units of a device a loop maps to: which of
/// them run an iteration (MLIR's `DeviceMaskingAttrInterface`). A
/// `mapping` array holds at most one, beside one mapping per dimension.
#[interface(attr)]
pub trait DeviceMaskingAttrInterface {
    /// Whether the unit of linear id `id` is active.
    fn is_active_id(&self, ctx: &Context, id: u64) -> bool;

    /// How many physical units the mask describes.
    fn max_num_physical_ids(&self, ctx: &Context) -> u64;
}

impl Attribute {
    /// Whether the attribute implements [`DeviceMappingAttrInterface`].
    pub fn is_device_mapping(self, ctx: &Context) -> bool {
        DeviceMappingAttrInterfaceRef::get(ctx, self).is_some()
    }

    /// Whether the attribute implements [`DeviceMaskingAttrInterface`].
    pub fn is_device_masking(self, ctx: &Context) -> bool {
        DeviceMaskingAttrInterfaceRef::get(ctx, self).is_some()
    }
}

/// An array of attributes implementing [`DeviceMappingAttrInterface`] or
/// [`DeviceMaskingAttrInterface`] (MLIR's `DeviceMappingArrayAttr`,
/// "Device Mapping array attribute").
pub type DeviceMappingArrayAttr = ArrayOf<DeviceMappingElement>;

/// An element of a [`DeviceMappingArrayAttr`].
pub struct DeviceMappingElement;
impl ArrayElement for DeviceMappingElement {
    fn array_description() -> Cow<'static, str> {
        Cow::Borrowed("Device Mapping array attribute")
    }

    fn accepts(ctx: &Context, element: Attribute) -> bool {
        element.is_device_mapping(ctx) || element.is_device_masking(ctx)
    }
}
