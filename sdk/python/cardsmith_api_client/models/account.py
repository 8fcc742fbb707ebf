from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.limits import Limits
    from ..models.usage import Usage


T = TypeVar("T", bound="Account")


@_attrs_define
class Account:
    """
    Attributes:
        credits_ (float):
        limits (Limits):
        tier (str): free, basic or premium.
        usage (Usage):
    """

    credits_: float
    limits: Limits
    tier: str
    usage: Usage
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        credits_ = self.credits_

        limits = self.limits.to_dict()

        tier = self.tier

        usage = self.usage.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "credits": credits_,
                "limits": limits,
                "tier": tier,
                "usage": usage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.limits import Limits  # noqa: PLC0415
        from ..models.usage import Usage  # noqa: PLC0415

        d = dict(src_dict)
        credits_ = d.pop("credits")

        limits = Limits.from_dict(d.pop("limits"))

        tier = d.pop("tier")

        usage = Usage.from_dict(d.pop("usage"))

        account = cls(
            credits_=credits_,
            limits=limits,
            tier=tier,
            usage=usage,
        )

        account.additional_properties = d
        return account

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
