//! Every subject the renderer knows by name. Words are singular (regular
//! plurals match too; irregular ones are listed); multi-word names win over
//! their parts ("pine tree" is a pine, not a pine and a tree).

use super::{Entry, Place, Role, Stand, Thing, Weather};
use crate::motifs::{
    Draw, achievement, animals, bouquets, buildings, cake, celebration, drinks, festive, flight,
    flowers, food, fruit, hobbies, love, objects, picnic, plants, sky, vehicles,
};

const fn thing(draw: Draw, aspect: f32, stand: Stand, tall: bool) -> Role {
    Role::Thing(Thing {
        draw,
        aspect,
        stand,
        tall,
    })
}
const fn ground(draw: Draw, aspect: f32) -> Role {
    thing(draw, aspect, Stand::Ground, false)
}
const fn tall(draw: Draw, aspect: f32) -> Role {
    thing(draw, aspect, Stand::Ground, true)
}
const fn air(draw: Draw, aspect: f32) -> Role {
    thing(draw, aspect, Stand::Air, false)
}
const fn water(draw: Draw, aspect: f32) -> Role {
    thing(draw, aspect, Stand::Water, false)
}
const fn high(draw: Draw, aspect: f32) -> Role {
    thing(draw, aspect, Stand::Sky, false)
}
const fn e(name: &'static str, words: &'static [&'static str], role: Role) -> Entry {
    Entry { name, words, role }
}

use animals as a;

#[rustfmt::skip] // one subject a row reads better than rustfmt's columns
pub(crate) const VOCABULARY: &[Entry] = &[
    // Animals.
    e("fox", &["fox", "vixen"], ground(a::fox, 1.5)),
    e("dog", &["dog", "puppy", "pup", "doggy", "hound", "retriever", "labrador", "poodle", "spaniel", "terrier", "corgi", "beagle", "collie", "husky", "pug"], ground(a::dog, 1.3)),
    e("cat", &["cat", "kitten", "kitty", "tabby"], ground(a::cat, 1.2)),
    e("rabbit", &["rabbit", "bunny", "hare"], ground(a::rabbit, 0.85)),
    e("mouse", &["mouse", "mice"], ground(a::mouse, 1.4)),
    e("horse", &["horse", "pony", "foal", "stallion"], ground(a::horse, 1.2)),
    e("unicorn", &["unicorn"], ground(a::unicorn, 1.2)),
    e("bear", &["bear", "grizzly"], ground(a::bear, 1.35)),
    e("deer", &["deer", "reindeer", "fawn", "stag"], ground(a::deer, 1.0)),
    e("squirrel", &["squirrel", "chipmunk"], ground(a::squirrel, 0.9)),
    e("hedgehog", &["hedgehog"], ground(a::hedgehog, 1.4)),
    e("lion", &["lion", "lioness"], ground(a::lion, 1.35)),
    e("elephant", &["elephant"], ground(a::elephant, 1.25)),
    e("panda", &["panda"], ground(a::panda, 1.25)),
    e("sheep", &["sheep", "lamb"], ground(a::sheep, 1.3)),
    e("pig", &["pig", "piglet", "piggy"], ground(a::pig, 1.4)),
    e("cow", &["cow", "cattle"], ground(a::cow, 1.4)),
    e("frog", &["frog", "toad"], ground(a::frog, 1.25)),
    e("turtle", &["turtle", "tortoise"], ground(a::turtle, 1.7)),
    e("snail", &["snail"], ground(a::snail, 1.4)),
    e("dinosaur", &["dinosaur", "dino", "t rex", "brontosaurus"], ground(a::dinosaur, 1.5)),
    e("bird", &["bird", "robin", "sparrow", "songbird", "bluebird", "birdie"], air(a::bird, 1.2)),
    e("owl", &["owl"], ground(a::owl, 0.8)),
    e("duck", &["duck", "duckling"], water(a::duck, 1.2)),
    e("swan", &["swan"], water(a::swan, 1.1)),
    e("penguin", &["penguin"], ground(a::penguin, 0.7)),
    e("flamingo", &["flamingo"], ground(a::flamingo, 0.65)),
    e("chicken", &["chicken", "hen", "chick", "rooster"], ground(a::chicken, 1.0)),
    e("fish", &["fish", "goldfish"], water(a::fish, 1.5)),
    e("whale", &["whale"], water(a::whale, 1.9)),
    e("dolphin", &["dolphin"], water(a::dolphin, 1.5)),
    e("butterfly", &["butterfly"], air(a::butterfly, 1.2)),
    e("bee", &["bee", "bumblebee", "honeybee"], air(a::bee, 1.3)),
    e("ladybug", &["ladybug", "ladybird"], ground(a::ladybug, 1.3)),
    // Plants and flowers.
    e("sunflower", &["sunflower"], tall(flowers::sunflower, 0.55)),
    e("rose", &["rose"], ground(flowers::rose, 0.7)),
    e("tulip", &["tulip"], ground(flowers::tulip, 0.7)),
    e("daisy", &["daisy"], ground(flowers::daisy, 0.7)),
    e("lily", &["lily"], ground(flowers::lily, 0.75)),
    e("poppy", &["poppy"], ground(flowers::poppy, 0.7)),
    e("lavender", &["lavender"], ground(flowers::lavender, 0.6)),
    e("flower", &["flower", "floral", "wildflower", "blossom", "bloom", "peony", "posy"], ground(bouquets::posy, 1.0)),
    e("bouquet", &["bouquet", "bunch of flowers"], ground(bouquets::bouquet, 0.75)),
    e("tree", &["tree", "oak", "maple", "birch", "willow"], tall(plants::tree, 0.85)),
    e("pine", &["pine", "pine tree", "fir", "fir tree", "evergreen", "spruce", "christmas tree"], tall(plants::pine, 0.62)),
    e("palm", &["palm", "palm tree"], tall(plants::palm, 0.8)),
    e("cactus", &["cactus", "cacti", "succulent"], ground(plants::cactus, 0.75)),
    e("mushroom", &["mushroom", "toadstool", "fungi"], ground(plants::mushroom, 1.0)),
    e("leaf", &["leaf", "foliage", "fern", "eucalyptus", "botanical", "greenery"], ground(plants::leaf, 0.9)),
    e("wreath", &["wreath", "garland"], ground(plants::wreath, 1.0)),
    e("plant", &["plant", "houseplant", "potted plant"], ground(plants::potted_plant, 0.8)),
    // Sky, weather and seasons.
    e("sun", &["sun", "sunshine", "sunny"], high(sky::sun, 1.0)),
    e("moon", &["moon", "crescent", "moonlight"], high(sky::moon, 1.0)),
    e("star", &["star", "starry"], high(sky::star, 1.0)),
    e("cloud", &["cloud", "cloudy"], high(sky::cloud, 1.6)),
    e("rainbow", &["rainbow"], high(sky::rainbow, 1.9)),
    e("firework", &["firework"], high(sky::firework, 1.0)),
    e("snowflake", &["snowflake"], air(sky::snowflake, 1.0)),
    e("snow", &["snow", "snowy", "snowfall", "snowing"], Role::Weather(Weather::Snow)),
    e("rain", &["rain", "rainy", "raindrop", "rainfall", "raining"], Role::Weather(Weather::Rain)),
    e("autumn", &["autumn", "autumnal", "fall leaves"], Role::Weather(Weather::Autumn)),
    e("spring", &["spring", "springtime"], Role::Weather(Weather::Spring)),
    // Places.
    e("lake", &["lake", "pond", "lagoon"], Role::Place(Place::Lake)),
    e("sea", &["sea", "ocean", "wave"], Role::Place(Place::Sea)),
    e("beach", &["beach", "seaside", "shore", "sand", "coast"], Role::Place(Place::Beach)),
    e("mountain", &["mountain", "peak", "alps"], Role::Place(Place::Mountain)),
    e("hill", &["hill", "meadow", "field", "countryside", "valley", "grass"], Role::Place(Place::Hills)),
    e("forest", &["forest", "woods", "woodland", "jungle"], Role::Place(Place::Forest)),
    e("river", &["river", "stream", "creek", "brook"], Role::Place(Place::River)),
    e("island", &["island"], Role::Place(Place::Island)),
    e("desert", &["desert", "dune"], Role::Place(Place::Desert)),
    e("garden", &["garden", "flowerbed", "park"], Role::Place(Place::Garden)),
    e("city", &["city", "skyline", "town", "downtown", "skyscraper"], Role::Place(Place::City)),
    // Buildings.
    e("cabin", &["cabin", "cottage", "house", "home", "hut", "lodge", "chalet", "farmhouse"], tall(buildings::cabin, 1.1)),
    e("castle", &["castle", "palace"], tall(buildings::castle, 1.1)),
    e("lighthouse", &["lighthouse"], tall(buildings::lighthouse, 0.45)),
    e("windmill", &["windmill"], tall(buildings::windmill, 0.75)),
    e("tent", &["tent", "camping", "campsite"], ground(buildings::tent, 1.4)),
    // Food and drink.
    e("cake", &["cake"], ground(cake::cake, 1.2)),
    e("cupcake", &["cupcake", "muffin"], ground(food::cupcake, 0.8)),
    e("coffee", &["coffee", "latte", "cappuccino", "espresso", "mug"], ground(drinks::coffee, 1.1)),
    e("tea", &["tea", "teapot", "teacup"], ground(drinks::tea, 1.35)),
    e("pizza", &["pizza"], ground(food::pizza, 1.1)),
    e("ice cream", &["ice cream", "gelato", "sundae", "ice cream cone"], ground(food::ice_cream, 0.5)),
    e("cookie", &["cookie"], ground(food::cookie, 1.0)),
    e("donut", &["donut", "doughnut"], ground(food::donut, 1.05)),
    e("pie", &["pie", "tart"], ground(picnic::pie, 1.5)),
    e("picnic", &["picnic", "picnic basket", "picnic blanket", "hamper"], ground(picnic::picnic, 1.8)),
    e("apple", &["apple"], ground(fruit::apple, 1.0)),
    e("strawberry", &["strawberry"], ground(fruit::strawberry, 0.9)),
    e("cherry", &["cherry"], ground(fruit::cherry, 1.0)),
    e("lemon", &["lemon", "lemonade"], ground(fruit::lemon, 1.3)),
    e("watermelon", &["watermelon"], ground(fruit::watermelon, 1.6)),
    e("pumpkin", &["pumpkin"], ground(fruit::pumpkin, 1.3)),
    e("champagne", &["champagne", "prosecco", "bubbly", "bottle"], ground(drinks::champagne, 0.75)),
    e("wine", &["wine", "wine glass"], ground(drinks::wine, 0.45)),
    e("candy", &["candy", "lollipop", "sweets"], ground(festive::lollipop, 0.5)),
    // Things and occasions.
    e("balloon", &["balloon"], air(celebration::balloon, 0.7)),
    e("hot air balloon", &["hot air balloon"], air(flight::hot_air_balloon, 0.75)),
    e("gift", &["gift", "present", "parcel"], ground(celebration::gift, 1.1)),
    e("confetti", &["confetti", "party"], air(celebration::confetti, 1.0)),
    e("bunting", &["bunting", "banner", "pennant"], air(celebration::bunting, 2.4)),
    e("streamer", &["streamer"], air(achievement::streamer, 1.6)),
    e("heart", &["heart"], air(love::heart, 1.0)),
    e("ring", &["ring", "wedding ring", "engagement ring"], ground(love::rings, 1.35)),
    e("graduation cap", &["graduation cap", "mortarboard", "cap"], ground(achievement::cap, 1.2)),
    e("diploma", &["diploma", "certificate", "scroll"], ground(achievement::diploma, 1.6)),
    e("trophy", &["trophy"], ground(achievement::trophy, 0.9)),
    e("book", &["book", "novel", "reading"], ground(objects::book, 1.4)),
    e("candle", &["candle", "candlelight"], ground(objects::candle, 0.55)),
    e("lantern", &["lantern"], ground(objects::lantern, 0.6)),
    e("umbrella", &["umbrella", "parasol"], ground(objects::umbrella, 1.0)),
    e("kite", &["kite"], air(flight::kite, 0.75)),
    e("bicycle", &["bicycle", "bike", "cycling"], ground(vehicles::bicycle, 1.6)),
    e("car", &["car", "automobile"], ground(vehicles::car, 1.9)),
    e("boat", &["boat", "sailboat", "ship", "yacht", "sailing"], water(vehicles::boat, 1.0)),
    e("airplane", &["airplane", "aeroplane", "plane", "jet"], air(flight::airplane, 1.6)),
    e("train", &["train", "locomotive"], ground(vehicles::train, 1.9)),
    e("guitar", &["guitar", "ukulele"], ground(hobbies::guitar, 0.45)),
    e("camera", &["camera", "photography"], ground(hobbies::camera, 1.35)),
    e("music", &["music", "music note", "melody", "song"], air(hobbies::music, 1.0)),
    e("crown", &["crown", "tiara"], ground(objects::crown, 1.3)),
    e("bell", &["bell", "jingle bell"], ground(festive::bell, 1.0)),
    e("envelope", &["envelope", "love letter", "mail"], ground(objects::envelope, 1.5)),
    e("clock", &["clock"], ground(objects::clock, 1.0)),
    e("rattle", &["rattle", "baby rattle"], ground(festive::rattle, 0.6)),
    e("pram", &["pram", "stroller", "pushchair", "baby carriage"], ground(festive::pram, 1.1)),
    e("teddy bear", &["teddy bear", "teddy"], ground(festive::teddy_bear, 0.85)),
    e("snowman", &["snowman", "snowmen"], ground(festive::snowman, 0.75)),
    e("ornament", &["ornament", "bauble"], air(festive::ornament, 0.8)),
    e("candy cane", &["candy cane"], ground(festive::candy_cane, 0.5)),
];
