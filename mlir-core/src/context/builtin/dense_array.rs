//! Building and reading `array<i32: …>` and `array<i64: …>` dense arrays
//! (`DenseI32ArrayAttr`, `DenseI64ArrayAttr`): the storage of operand and
//! result segment sizes, of switch cases and static loop bounds.

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::TypeData;
use crate::support::apint::Signedness::Signless;

impl Context {
    /// `array<i32: v0, v1, …>`.
    pub fn dense_i32_array(&self, values: &[i32]) -> Attribute {
        let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.get_attr(AttrData::DenseArray {
            element: self.integer_type(32),
            len: values.len(),
            data: data.into(),
        })
    }

    /// `array<i64: v0, v1, …>`.
    pub fn dense_i64_array(&self, values: &[i64]) -> Attribute {
        let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.get_attr(AttrData::DenseArray {
            element: self.integer_type(64),
            len: values.len(),
            data: data.into(),
        })
    }
}

impl Attribute {
    /// The elements of an `array<i32: …>` attribute.
    pub fn as_dense_i32_array(self, ctx: &Context) -> Option<Vec<i32>> {
        let AttrData::DenseArray { element, data, .. } = self.data(ctx) else { return None };
        if !matches!(element.data(ctx), TypeData::Integer { width: 32, signedness: Signless }) {
            return None;
        }
        Some(data.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
    }

    /// The elements of an `array<i64: …>` attribute.
    pub fn as_dense_i64_array(self, ctx: &Context) -> Option<Vec<i64>> {
        let AttrData::DenseArray { element, data, .. } = self.data(ctx) else { return None };
        if !matches!(element.data(ctx), TypeData::Integer { width: 64, signedness: Signless }) {
            return None;
        }
        let words = data.chunks_exact(8);
        Some(words.map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect())
    }
}
