from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.public_image import PublicImage


T = TypeVar("T", bound="Generated")


@_attrs_define
class Generated:
    """A generated image with the balance after paying for it.

    Attributes:
        credits_ (float):
        image (PublicImage): An image in the public API's documented form.
        replayed (bool): True when an earlier request with the same Idempotency-Key made it.
    """

    credits_: float
    image: PublicImage
    replayed: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        credits_ = self.credits_

        image = self.image.to_dict()

        replayed = self.replayed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "credits": credits_,
                "image": image,
                "replayed": replayed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.public_image import PublicImage  # noqa: PLC0415

        d = dict(src_dict)
        credits_ = d.pop("credits")

        image = PublicImage.from_dict(d.pop("image"))

        replayed = d.pop("replayed")

        generated = cls(
            credits_=credits_,
            image=image,
            replayed=replayed,
        )

        generated.additional_properties = d
        return generated

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
