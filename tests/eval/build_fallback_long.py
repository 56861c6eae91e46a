r"""Build the long-material cases of tests/eval/fallback.jsonl (ids ``fallback-long-*``).

The reviewer's point: the spoken fallback's set did not measure "the answer sits deep in long
material" (its longest material was 2.7 KB, under the old fallback's 4,000-character window),
and Danish was missing. These cases use long, realistic material (6.7-33 KB): encyclopedia
articles with infobox lines, reference marks and section headings; household manuals with
many sections; news items; and fused material of several sources in the real fusion format
(``format_sections``: ``[SOURCE — LABEL]`` headers, sections joined by ``\n\n---\n\n``).
All paragraphs are written by hand below (no filler text). Each case names its answer; the
builder checks where the answer starts in the result: ``deep`` past 4,000 characters,
``top`` before it (a control), ``past`` beyond ``SCAN_CHARS`` (32,000; those cases are
``known_gap``: the fallback does not read that far, by design).

Run:  .venv/bin/python tests/eval/build_fallback_long.py
It rewrites fallback.jsonl in place: the cases whose id starts with ``fallback-long-`` are
replaced by the ones built here; every other line is kept as it is. The generated lines are
committed; rerun the builder after editing a material or a case.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from custom_components.grounded_answers.engine.retrieve.fusion import (  # noqa: E402
    format_sections,
)
from custom_components.grounded_answers.engine.text.extract import (  # noqa: E402
    SCAN_CHARS,
)

SET = REPO / "tests" / "eval" / "fallback.jsonl"
PREFIX = "fallback-long-"
OLD_WINDOW = 4_000  # the old fallback read this many characters
RESIDUE = ["[", "**", "http", "www.", "\u2014", "---"]
CAPS = {"voice": 240, "brief": 800, "detailed": 2000}

# ---- en materials ----

FUJI = """# Mount Fuji
Source: wikipedia_en_all_maxi
Elevation: 3,776 m (12,388 ft)
Prominence: 3,776 m (12,388 ft)
Location: Honshu, Japan
Coordinates: 35°21′29″N 138°43′52″E
Mountain type: Stratovolcano
Last eruption: 1707–1708
First ascent: 663 by an anonymous monk
Easiest route: Yoshida Trail

Mount Fuji is an active stratovolcano located on the Japanese island of Honshu, with a summit elevation of 3,776 m.[1] It is the tallest mountain in Japan, the second-highest volcano located on an island in Asia, and the seventh-highest peak of an island on Earth.[2] Mount Fuji is about 100 km southwest of Tokyo and is visible from the city on clear days.[3] The mountain's exceptionally symmetrical cone, which is covered in snow for about five months of the year, is commonly used as a cultural icon of Japan and is frequently depicted in art and photography.[4]
Mount Fuji is one of Japan's Three Holy Mountains along with Mount Tate and Mount Haku.[5] It is a Special Place of Scenic Beauty and one of Japan's Historic Sites.[6] It was added to the World Heritage List as a Cultural Site on 22 June 2013.[7]

## Etymology
The current kanji for Fuji mean "wealth" or "abundant" and "a man of status", but the characters were chosen for their sounds rather than their meaning.[8] The origin of the name is unclear. An early folk etymology claims that the name comes from a word meaning "without equal" or "nonpareil".[9] Another claims that it comes from a word meaning "not exhausting", and a Japanese classical scholar of the Edo period proposed that the name derives from a word describing the shape of the slopes.[10]
A British Japanologist suggested that the name comes from the Ainu word for "fire" and the fire deity, but this is denied by linguists on the grounds of sound changes.[11] In English the mountain is usually called Mount Fuji; the form "Fujiyama" is a misreading of the suffix and is rarely used in Japan itself.[12]

## Geography
The mountain rises in central Honshu on the border of Shizuoka and Yamanashi prefectures.[13] Three small cities surround it: Gotemba to the east, Fujiyoshida to the north, and Fujinomiya to the southwest.[14] Five lakes lie around its northern base: Lake Kawaguchi, Lake Yamanaka, Lake Sai, Lake Motosu and Lake Shōji.[15] Together with the nearby Izu Islands, they form the Fuji-Hakone-Izu National Park.[16]
The summit crater has a diameter of about 500 m and a depth of about 200 m.[17] Eight peaks ring the crater; the highest, Ken-ga-mine, is the site of a former weather station.[18] The lower slopes are forested up to around 2,400 m, above which the mountain is bare volcanic rock and cinder.[19] The Aokigahara forest at the northwestern base grows on a lava flow from the 864 eruption and is known for its dense trees and many caves.[20]

## History
The earliest recorded ascent of Mount Fuji was made in 663 by an anonymous monk.[33] The summit has been thought of as sacred since ancient times, and women were forbidden to climb it until the Meiji era.[34] Ancient samurai used the base of the mountain as a remote training area, near the present-day town of Gotemba.[35] The shōgun Minamoto no Yoritomo held yabusame archery events in the area in the early Kamakura period.[36]
The first ascent by a foreigner was made by Sir Rutherford Alcock in 1860.[37] Lady Fanny Parkes, the wife of British ambassador Sir Harry Parkes, was the first non-Japanese woman on record to climb the mountain, in 1867.[38] Photography of the summit began in the 1870s, and the mountain appears in the diaries of many travellers of that time.[39]
During the Second World War the mountain served as a navigation point for bombers approaching Tokyo.[40] A radar dome was built on the summit in 1964 to watch for typhoons, and it remained in use until 1999, when satellites took over the task.[41]

## Climate
The summit has a tundra climate, with very cold temperatures at high altitude.[51] The lowest temperature ever recorded there is −38.0 °C, measured in February 1981, and the highest is 17.8 °C, measured in August 1942.[52] Snow usually covers the upper slopes from October to May.[53] The summit is often hidden in cloud, and in winter it is one of the windiest places in Japan.[54]

## Environment
The forests on the lower slopes are home to Japanese serows, Asian black bears and many species of birds.[55] Litter left by climbers was once a serious problem, and it was one of the reasons why the mountain was first refused a place on the natural World Heritage List.[56] Volunteers now collect several tonnes of rubbish each summer, and toilets in the mountain huts have been replaced with composting systems.[57]

## Geology
Mount Fuji is located at the triple junction where the Amurian Plate, the Okhotsk Plate and the Philippine Sea Plate meet.[21] Scientists have identified four distinct phases of volcanic activity in the formation of the mountain: the Sen-komitake phase, the Komitake Fuji phase, the Old Fuji phase and the New Fuji phase.[22] The Sen-komitake phase consists of an andesite core recently discovered deep within the mountain.[23] Komitake Fuji is a basalt layer believed to have formed several hundred thousand years ago.[24]
Approximately 100,000 years ago, Old Fuji was formed over the top of Komitake Fuji.[25] The modern New Fuji is believed to have formed over the top of Old Fuji around 10,000 years ago.[26] The volcano is currently classified as active with a low risk of eruption.[27] The most recent eruption, known as the Hōei eruption, began on 16 December 1707 and lasted until 1 January 1708.[28] Ash from the Hōei eruption fell as far away as Edo, the present-day Tokyo, about 100 km to the northeast.[29] A large new crater, along with a secondary peak named Hōei-zan after the era name, formed halfway down the side of the volcano.[30]
The Japan Meteorological Agency monitors the volcano continuously with seismometers and tiltmeters.[31] In 2000 and 2001 a swarm of low-frequency earthquakes was recorded beneath the mountain, which led the government to publish a hazard map for the surrounding towns.[32]

## Climbing
About 300,000 people climb Mount Fuji each year, most of them during the short summer season.[42] The official climbing season runs from early July to 10 September, when the mountain huts are open and the weather is least severe.[43] The mountain is divided into ten stations from its base to its summit; most climbers start at the fifth station, which can be reached by bus.[44]
There are four main routes to the summit: the Yoshida Trail, the Subashiri Trail, the Gotemba Trail and the Fujinomiya Trail.[45] The Yoshida Trail, which starts on the Yamanashi side, is the most popular and takes between five and seven hours to ascend.[46] Many climbers set out in the evening, rest in a hut and reach the summit in time to watch the sunrise, which is known as goraikō.[47] Since 2024, climbers on the Yoshida Trail have paid a fee of 2,000 yen and the number of climbers per day has been limited to 4,000.[48]
The descent is usually made on separate trails of loose volcanic gravel, which can be tiring on the knees.[49] Altitude sickness, sudden storms and falling rocks are the main hazards, and the authorities advise against climbing outside the official season.[50]

## Access
The Fuji Subaru Line, a toll road from Fujiyoshida, leads to the fifth station on the Yoshida Trail at 2,305 m and is closed to private cars during the peak of the climbing season.[58] Shuttle buses run from Kawaguchiko Station and from Shinjuku in Tokyo, a journey of about two and a half hours.[59] The Fujikyu Railway connects Ōtsuki on the Chūō Line with Fujiyoshida and Kawaguchiko.[60] The Fujinomiya fifth station, the highest of the four, is reached from the Shizuoka side and is served by buses from Shin-Fuji Station on the Tōkaidō Shinkansen.[61]

## In culture
Mount Fuji has been a popular subject of Japanese art, most notably in the woodblock series Thirty-six Views of Mount Fuji by Katsushika Hokusai.[62] It also appears in Japanese literature throughout the ages and has been the subject of countless poems.[63] The mountain is depicted on the back of the 1,000 yen banknote.[64]
"""

MANUAL = """**House manual**
# House manual
This binder is for guests and house sitters. Phone numbers are on the last page; the landlord, Mr Collins, lives next door at number 14.
The house was renovated in 2021; the windows, the kitchen and the bathroom are new, the wiring is from 2015.

## Heating
The boiler is a Worcester Bosch Greenstar 30i in the kitchen cupboard, serviced every September by Hartley Heating.
The water pressure on the boiler gauge should be between 1 and 1.5 bar when the heating is cold; if it drops below 1 bar, top it up with the silver filling loop under the boiler.
The thermostat in the hall is set to 20 degrees during the day and 16 degrees at night; please do not change the schedule.
The radiators in the bedrooms have their own valves; number 3 is comfortable, number 5 is fully open.
If a radiator is cold at the top, it needs bleeding: the radiator key hangs on the hook inside the cupboard door.

## Hot water
Hot water comes from the same boiler, so there is no tank to heat up and no immersion switch.
It takes about half a minute for hot water to reach the bathroom tap upstairs.
The shower is an electric mixer shower; pull the cord outside the bathroom to switch it on and off again afterwards.

## Kitchen
The oven is a Bosch Series 6 with a fan; the clock must be set after a power cut or the oven will not heat.
The hob is induction and only works with the magnetic pans in the drawer below; the old aluminium pans are for camping.
The extractor fan has three speeds and a light; the grease filters go in the dishwasher once a month.
The fridge-freezer is set to 4 degrees in the fridge and minus 18 in the freezer.
The ice tray in the freezer door leaks if it is overfilled, so fill it only to the line.

## Dishwasher
The dishwasher is a Miele G 5210 to the left of the sink.
Use the tablets under the sink; one tablet per wash is enough.
The Eco programme takes three and a half hours, the Quick programme 40 minutes.
The salt container at the bottom needs refilling about every two months; the salt light comes on when it is empty.
The filter at the bottom should be rinsed under the tap every two weeks, otherwise the water does not drain.

## Washing machine and dryer
The washing machine and the tumble dryer are in the utility room behind the kitchen.
Towels and bedding are washed at 60 degrees; everything else at 30 or 40 degrees.
The detergent drawer has three compartments: the left one is for the main wash, the middle one for softener.
The dryer's fluff filter must be emptied after every load, and the water container on the left after every two loads.
Please do not dry wool jumpers; there is a drying rack in the cupboard on the landing.

## Water
The main water stopcock is under the kitchen sink, behind the bin drawer; turn it clockwise to close it.
The water meter is in the pavement outside the front door, under a small blue lid.
The outside tap by the back door has its own valve in the utility room and is turned off from November to March so that it does not freeze.

## Electricity
The fuse box is in the cupboard under the stairs, with a torch on the shelf above it.
If the power goes off in one room, check the fuse box first: a switch that points down has tripped.
The meter is read by the supplier remotely; there is nothing to send in.

## Bins and recycling
The black bin is for general waste and is collected every Thursday morning.
The green bin is for paper, cans and plastic bottles and is collected every other Monday.
The brown food caddy goes out every Thursday with the black bin; compostable bags are in the drawer by the back door.
Glass is not collected; the bottle bank is in the supermarket car park on Station Road.
Bins must be at the kerb by 7 a.m. and brought back in the same evening.

## Internet and TV
The broadband is with BT, and the router is in the living room behind the television.
The Wi-Fi network is called Collins-Home and the password is on the card on the fridge.
If the internet stops working, switch the router off at the wall, wait a minute and switch it on again.
The television uses the small silver remote; the black remote is for the sound bar.

## Safety
There is a smoke alarm on each floor and a carbon monoxide alarm in the kitchen.
The alarms are tested on the first Sunday of the month; if one beeps every minute, its battery needs replacing.
The fire blanket is on the wall beside the oven, and the fire extinguisher is by the front door.
The first aid kit is in the bathroom cabinet.

## Garden
The lawn is mown every two weeks from April to October; the mower is in the shed, and the key is on the hook by the back door.
Please water the tomatoes in the greenhouse every evening in summer, using the water butt rather than the hose.
The gate at the end of the garden leads to the footpath to the park; please keep it bolted at night.

## Parking and transport
There is space for one car in the driveway; visitors can park on the street after 6 p.m.
The nearest bus stop is on Station Road, two minutes' walk to the left; buses to the town centre run every 15 minutes.
The train station is a ten-minute walk, and trains to London leave twice an hour.

## Leaving the house
Before leaving for more than a day, close all windows, turn the thermostat down to 12 degrees and lock the back door.
The spare key is with Mr Collins; please do not leave keys under the mat.
"""

NEWS = """**Rail strike to halt most trains on Wednesday**
Train drivers of the ASLEF union will walk out for 24 hours this week in a long-running dispute over pay and working conditions.
The union said the strike will begin at midnight on Wednesday and end at midnight on Thursday.
Operators expect to run around 40 percent of normal services, mostly on main lines between 7 a.m. and 7 p.m.
Passengers with tickets for Wednesday can use them on the day before or up to two days after the strike.
The Department for Transport called the action disappointing and urged the union to put the latest offer to its members.

**Council approves new cycle lanes for the town centre**
The town council voted on Monday evening to build protected cycle lanes on three main roads in the centre.
Work on the first lane, along Bridge Street, is due to begin in the spring and take about four months.
Shop owners on Market Street had asked for more delivery bays, and the plan now includes six of them.
A councillor for the opposition said the scheme would cause congestion during the works.
The cost of the project is estimated at 3.2 million pounds, most of it paid by a national grant.

**Heavy rain expected over the weekend**
Forecasters have issued a yellow warning for heavy rain across the region from Saturday afternoon until Sunday morning.
Up to 50 millimetres of rain could fall on high ground, with a risk of flooding on some rural roads.
The Environment Agency advised people living near rivers to sign up for flood alerts.
Temperatures will stay mild, between 12 and 15 degrees, before colder air arrives early next week.

**United reach cup quarter-final after penalty shoot-out**
Town United reached the quarter-final of the county cup on Tuesday night after beating Riverside Rovers on penalties.
The match ended 2-2 after extra time, with both of United's goals scored by the striker Jamie Holt.
Goalkeeper Sam Okafor saved two penalties in the shoot-out, which United won 4-3.
About 2,800 fans watched the game at Meadow Park, the highest attendance of the season.
The quarter-final draw will be made on Friday, and the ties will be played at the end of the month.

**Library to open on Sundays from next month**
The central library will open on Sundays from 11 a.m. to 4 p.m. starting next month, the council announced.
The change follows a survey in which more than 1,500 residents asked for longer weekend hours.
Two new staff members will be hired, and the children's reading hour will move from Saturday to Sunday.
The library's café, which closed during the pandemic, will also reopen at weekends.

**Prices at the supermarket rose less quickly in the autumn**
Food prices rose by 2.1 percent in the year to October, down from 3.4 percent in September, according to the latest figures.
Prices of butter and cheese fell for the second month in a row, while chocolate and coffee became more expensive.
Economists said a mild summer and lower energy costs for farmers had helped to slow the increase.
"""

TIMETABLE = """**Train times to the city**
# Train times to the city
These are the trains we usually take from our station, copied from the operator's timetable that is valid until December.
On weekdays the first train leaves at 5:42 and the last one at 23:15.
In the morning there are fast trains at 7:04, 7:34 and 8:04, which take 38 minutes and stop only at Hill Cross.
The slow trains stop at every station and take 55 minutes.
In the evening the fast trains back leave the city at 17:10, 17:40 and 18:10.
On Saturdays trains run every half hour from 6:15 until 23:45.
On Sundays the first train leaves at 8:20, and trains run once an hour until 22:20.
A day return costs 14.80 pounds, or 9.70 pounds with a railcard.
A monthly season ticket costs 312 pounds and can be bought at the ticket machine on platform 1.
The ticket office is open on weekdays from 6:30 to 13:00 only.
Bicycles are allowed on all trains except the fast trains between 7:00 and 9:00.
Platform 2, for trains to the city, is reached by the footbridge; the lift is at the far end.
During engineering works on Sundays, replacement buses leave from the car park in front of the station.
The bus takes about 20 minutes longer than the train.
Car parking at the station costs 6 pounds a day on weekdays and is free at weekends.
The nearest taxi rank is in front of the Royal Oak pub.
If a train is cancelled, the next train's tickets are accepted without extra charge.
Delay refunds can be claimed online for any delay of 15 minutes or more.
"""

# ---- en2 materials ----

FIRE = """# Great Fire of London
Source: wikipedia_en_all_maxi
Date: 2–6 September 1666
Location: London, England
Type: Urban conflagration
Cause: Fire in a bakery on Pudding Lane
Deaths: 6 verified
Property damage: 13,200 houses, 87 parish churches, St Paul's Cathedral

The Great Fire of London was a major conflagration that swept through central London from Sunday 2 September to Thursday 6 September 1666, gutting the medieval City of London inside the old Roman city wall.[1] It threatened but did not reach the aristocratic district of Westminster, King Charles II's Palace of Whitehall, or most of the suburban slums.[2] It consumed 13,200 houses, 87 parish churches, St Paul's Cathedral and most of the buildings of the City authorities.[3] It is estimated to have destroyed the homes of 70,000 of the City's roughly 80,000 inhabitants.[4]

## Background
In the 1660s London was by far the largest city in Britain, estimated at half a million inhabitants.[5] The City was a warren of narrow, winding streets lined with timber-framed houses, many of them several storeys high and leaning out over the street.[6] Building in wood and roofing with thatch had been prohibited for centuries, but these cheap materials continued to be used.[7] The only major stone-built area was the wealthy centre of the City, where the mansions of the merchants and brokers stood on spacious lots.[8]
The waterfront along the Thames was crowded with warehouses full of timber, tallow, coal, oil and spirits.[9] Fire was a constant risk in the densely built city, and there had been several serious fires in earlier decades, including one on London Bridge in 1633.[10]

## Development of the fire
The fire started in the bakery of Thomas Farriner on Pudding Lane shortly after midnight on Sunday 2 September.[11] The family was trapped upstairs but managed to climb from an upstairs window to the house next door, except for a maidservant who was too frightened to try and became the first victim.[12] The Lord Mayor of London, Sir Thomas Bloodworth, was woken to inspect the blaze but judged it to be minor and went back to bed.[13]
By Sunday morning a strong east wind had driven the fire towards the river and the warehouses along Thames Street.[14] The usual method of firefighting, pulling down houses in the path of the fire to create firebreaks, was delayed because the Lord Mayor hesitated to order the demolition without the owners' consent.[15] Samuel Pepys, a naval administrator, watched the fire from a boat on the river and went to Whitehall to tell the King.[16]
On Monday the fire spread north and west into the heart of the City, destroying the Royal Exchange and the rich shops of Cheapside.[17] Rumours spread that foreigners had started the fire, and several people were attacked in the streets.[18] On Tuesday the fire crossed the River Fleet and reached St Paul's Cathedral, whose lead roof melted and ran down the streets.[19]
The wind dropped on Tuesday evening, and gunpowder used by the garrison of the Tower of London created effective firebreaks that halted further spread eastward.[20] The fire was finally brought under control on Wednesday, and the last fires were put out on Thursday 6 September.[21]

## Deaths and destruction
The death toll from the fire is unknown and is traditionally thought to have been small, as only six verified deaths were recorded.[22] This reasoning has been challenged on the grounds that the deaths of poor and middle-class people were not recorded anywhere, and that the heat of the fire may have cremated many victims, leaving no recognisable remains.[23]
Apart from the houses and churches, the fire destroyed 44 of the City's livery company halls, the Guildhall, the Custom House and three of the City gates.[24] The monetary value of the loss was estimated at around 10 million pounds, at a time when the City's annual income was about 12,000 pounds.[25]

## Aftermath
Many of the homeless camped in the fields of Islington and Highgate, north of the City.[26] King Charles II encouraged them to leave London and settle elsewhere, fearing a rebellion among the dispossessed refugees.[27] A French watchmaker named Robert Hubert confessed to starting the fire and was hanged at Tyburn, although it later became clear that he had not even been in England when the fire began.[28]
Several plans were drawn up for rebuilding the City on a grand scale, including designs by Christopher Wren and John Evelyn with wide avenues and piazzas.[29] None of them was adopted, because the owners of the land insisted on rebuilding on the old plots.[30] The Rebuilding Act of 1667 required new houses to be built of brick or stone, and it set the widths of the streets.[31]
A Fire Court was set up to settle disputes between tenants and landlords over who should pay for the rebuilding.[32] The court heard cases from 1667 to 1672 and was generally thought to have worked quickly and fairly.[33]

## Rebuilding of St Paul's
Christopher Wren was commissioned to design a new St Paul's Cathedral and 51 new City churches.[34] The first stone of the new cathedral was laid on 21 June 1675, and the building was declared complete by Parliament in 1711.[35] Its dome, inspired by St Peter's Basilica in Rome, remained the tallest point of the London skyline until 1963.[36]

## Monument
The Monument to the Great Fire of London, designed by Christopher Wren and Robert Hooke, was built between 1671 and 1677 near the site where the fire started.[37] The column is 61 m high, which is the distance between its base and the site of the bakery on Pudding Lane.[38] Visitors can climb the 311 steps of its spiral staircase to a viewing platform near the top.[39] An inscription added in 1681 blamed the fire on Catholics; it was removed in 1830.[40]

## Legacy
The fire led to the creation of the first fire insurance companies in London, the earliest of which, the Fire Office, was founded by Nicholas Barbon in 1680.[41] The insurers formed their own fire brigades, which only put out fires in buildings that carried their mark.[42] The fire is also credited with ending the last great outbreak of bubonic plague in London, though historians point out that the plague was already declining and that the worst affected slums outside the walls did not burn.[43]
The diaries of Samuel Pepys and John Evelyn give detailed eyewitness accounts of the fire and remain among the most important sources for historians.[44]
"""

CLUB = """**Riverside Rowing Club: members' notes**
# Riverside Rowing Club: members' notes
The club was founded in 1889 and has about 240 members, from juniors of eleven to veterans in their eighties.
The boathouse is on the towpath below Kings Bridge; the code for the side door changes every term and is sent by email.
Training for adults is on Tuesday and Thursday evenings at 6:30 and on Saturday mornings at 8.
Junior sessions are on Wednesday afternoons at 4:30 and on Saturday mornings at 10.
New members must pass the swimming test at the leisure centre before they go out in a boat.
The membership fee is 280 pounds a year for adults and 95 pounds for juniors, payable in October.
Boats may only be taken out when the river flag is green; on a red flag, the water is closed.
The club eight, Old Harry, was refitted last winter and is reserved for the senior crews.
The ergometer room upstairs is open to members every day from 6 a.m. to 10 p.m.
The annual regatta is held on the second Saturday of June, and every member is asked to help for at least one shift.
The club dinner is in December at the Swan Hotel; tickets are sold by the social secretary.
Lost property is kept in the box under the stairs for a month and then given to charity.
"""

WEB = """**Visiting the Tower of London: opening times and tickets**
The Tower of London is open from Tuesday to Saturday, 9 a.m. to 5:30 p.m., and on Sundays and Mondays from 10 a.m. to 5:30 p.m.
Last admission is one hour before closing.
An adult ticket costs 34.80 pounds when bought online and 37.80 pounds at the gate.
Children under five go free, and family tickets are available for two adults and up to three children.
The Crown Jewels are displayed in the Jewel House, and queues are shortest in the first hour after opening.
Yeoman Warder tours leave every half hour from the main entrance and last about 45 minutes.
https://www.hrp.org.uk/tower-of-london/visit/

**Thames river cruises from Westminster Pier**
Sightseeing boats run from Westminster Pier to Tower Pier and Greenwich every 30 to 40 minutes between 10 a.m. and 5 p.m.
The trip from Westminster to the Tower takes about 30 minutes, and to Greenwich about an hour.
A single ticket to Greenwich costs 19.50 pounds for adults, and a return 25 pounds.
Live commentary is given by the crew on most departures.
https://www.citycruises.com/

**The Monument: climb the column**
The Monument is open every day from 9:30 a.m. to 6 p.m. in summer and until 5:30 p.m. in winter.
Tickets cost 6 pounds for adults and 3 pounds for children, and can only be bought at the entrance.
Everyone who reaches the top receives a certificate.
There is no lift, and the stairs are narrow, so the climb is not suitable for people with heart conditions.
https://www.themonument.org.uk/
"""

BARRIER = """# Thames Barrier
Source: wikipedia_en_all_maxi
Location: Woolwich Reach, River Thames, London
Construction began: 1974
Opened: 8 May 1984
Gates: 10
Span: 520 m

The Thames Barrier is a retractable barrier system built to protect the floodplain of most of Greater London from exceptionally high tides and storm surges moving up from the North Sea.[1] It has been operational since 1982.[2] When needed, it is closed during high tide; at low tide, it can be opened to restore the river's flow towards the sea.[3] Built about 3 km east of the Isle of Dogs, its northern bank is in Silvertown and its southern bank is in the New Charlton area.[4]

## Background
The need for better flood protection for London was recognised after the North Sea flood of 1953, which killed 307 people in England and flooded large parts of the Thames Estuary.[5] Sea levels in the estuary are slowly rising, while the south-east of England is gradually sinking, which increases the risk of flooding over time.[6] A report by Sir Hermann Bondi in 1966 recommended a barrier across the river downstream of the city.[7]

## Design and construction
The barrier was designed by Charles Draper of the engineering firm Rendel, Palmer and Tritton.[8] The idea of rotating gates was inspired by the taps of Draper's own gas cooker.[9] Construction began in 1974 and was largely complete by 1982, at a cost of around 535 million pounds.[10] The barrier was officially opened by Queen Elizabeth II on 8 May 1984.[11]
The barrier spans 520 m and divides the river into four navigable spans of 61 m and two smaller navigable spans of 31 m.[12] The four main gates are each 20 m high and weigh 3,700 tonnes.[13] In the open position, the gates lie flat in concrete sills on the river bed, allowing ships to pass over them.[14] To close the barrier, the gates are rotated upwards by hydraulic rams until they form a continuous steel wall facing downstream.[15]

## Operation
The barrier is closed when the forecast tide combined with the river flow would cause water levels in London to exceed a safe height.[16] Closure takes about an hour and a half, and the gates are usually raised a few hours before high tide.[17] By 2024 the barrier had been closed more than 220 times to protect London from flooding.[18] The highest number of closures in a single winter, 50, was recorded in the winter of 2013 to 2014.[19]
The gates are also closed once a month for testing, and there is a full test closure each autumn at the time of a spring tide.[20]

## Future
The Environment Agency expects the barrier to provide protection until around 2070.[21] Its Thames Estuary 2100 plan considers whether a new, larger barrier further downstream will be needed later in the century.[22] Raising the river walls and embankments in London is part of the same plan.[23]
"""

NEWS2 = """**Hospital car park charges to rise in January**
Parking at the county hospital will cost 3.50 pounds for the first two hours from January, up from 2.80 pounds.
The hospital trust said the extra income would pay for new lighting and security cameras.
Blue badge holders and parents of children staying overnight will continue to park free of charge.
A petition against the increase has gathered more than 4,000 signatures.

**Primary school wins national science prize**
Pupils at St Mary's Primary School have won a national prize for a project that measured air pollution outside the school gates.
The children used small sensors to record the air quality every morning for six months.
Their results showed that pollution fell by a third on days when the road was closed to traffic at drop-off time.
The school will receive 5,000 pounds to spend on science equipment.

**Bridge repairs to close Kings Bridge for a week**
Kings Bridge will be closed to all traffic for a week from Monday 12 May while the road surface and railings are replaced.
Pedestrians and cyclists will be able to use a temporary walkway on the eastern side.
Buses will be diverted over the Mill Lane bridge, adding about ten minutes to journeys.

**Farmers' market moves to the Corn Exchange**
The monthly farmers' market will move indoors to the Corn Exchange from October until March.
About 40 stalls selling vegetables, cheese, meat and bread are expected at each market.
The market is held on the first Saturday of the month from 9 a.m. to 1 p.m.

**Theatre announces its Christmas pantomime**
The Playhouse has announced that this year's pantomime will be Jack and the Beanstalk, running from 29 November to 4 January.
Tickets go on sale next week and cost between 18 and 32 pounds.
A relaxed performance for families with autistic children will take place on 14 December.
"""

FORECAST = """Weather forecast for the next seven days.
Today: cloudy with light rain in the afternoon, highest 13 °C, lowest 8 °C, wind from the south-west at 20 km/h.
Tomorrow: showers in the morning, sunny spells later, highest 14 °C, lowest 7 °C.
Thursday: dry and bright, highest 15 °C, lowest 6 °C, light wind.
Friday: increasing cloud, rain from the evening, highest 13 °C, lowest 9 °C.
Saturday: heavy rain at times, highest 12 °C, lowest 10 °C, strong wind from the west with gusts of up to 65 km/h.
Sunday: rain clearing in the morning, then sunny, highest 11 °C, lowest 5 °C.
Monday: cold and sunny, highest 9 °C, lowest 2 °C, a risk of frost in rural areas overnight.
"""

# ---- de materials ----

MAPPE = """**Haushaltsmappe**
# Haushaltsmappe
Diese Mappe ist für Gäste, Babysitter und alle, die bei uns nach dem Rechten sehen.
Die wichtigsten Telefonnummern stehen auf der letzten Seite; unsere Vermieterin, Frau Albrecht, wohnt im Erdgeschoss.

## Heizung
Die Heizung ist eine Gas-Brennwerttherme von Viessmann im Keller, eingebaut 2018.
Der Wasserdruck am Manometer sollte zwischen 1,5 und 2 bar liegen; fällt er unter 1 bar, bitte am Füllhahn Wasser nachfüllen.
Die Wartung macht jedes Jahr im Oktober die Firma Krause Haustechnik.
Das Thermostat im Flur steht tagsüber auf 21 Grad und nachts auf 17 Grad; bitte das Programm nicht ändern.
Die Heizkörper in den Schlafzimmern stehen auf Stufe 3; Stufe 5 ist ganz offen.
Wenn ein Heizkörper oben kalt bleibt, muss er entlüftet werden; der Entlüftungsschlüssel liegt in der Schublade unter dem Telefon.

## Warmwasser
Das Warmwasser kommt aus einem Speicher neben der Therme, der morgens um 5 Uhr und abends um 17 Uhr aufgeheizt wird.
Im Bad oben dauert es etwa eine halbe Minute, bis warmes Wasser kommt.
Einmal in der Woche, sonntags, wird der Speicher zum Schutz vor Legionellen auf 60 Grad erhitzt.

## Küche
Der Backofen ist ein Siemens iQ500 mit Umluft; nach einem Stromausfall muss die Uhr neu gestellt werden, sonst heizt er nicht.
Das Kochfeld ist ein Induktionsfeld und funktioniert nur mit den Töpfen aus der Schublade darunter.
Die Dunstabzugshaube hat drei Stufen; die Fettfilter kommen einmal im Monat in die Spülmaschine.
Der Kühlschrank steht auf 5 Grad, das Gefrierfach auf minus 18 Grad.
Die Kaffeemaschine wird alle sechs Wochen entkalkt; der Entkalker steht im Schrank über der Spüle.

## Spülmaschine
Die Spülmaschine ist eine Bosch Serie 4 links neben der Spüle.
Bitte die Tabs aus dem Schrank unter der Spüle nehmen; ein Tab pro Spülgang genügt.
Das Eco-Programm dauert drei Stunden und zwanzig Minuten, das Kurzprogramm eine Stunde.
Der Salzbehälter unten muss etwa alle zwei Monate nachgefüllt werden; dann leuchtet die Salzanzeige.
Das Sieb am Boden bitte alle zwei Wochen unter dem Wasserhahn ausspülen.

## Waschmaschine und Trockner
Waschmaschine und Trockner stehen im Keller im Waschraum, gleich neben der Treppe.
Handtücher und Bettwäsche werden bei 60 Grad gewaschen, alles andere bei 30 oder 40 Grad.
Das Waschmittel steht im Regal über der Maschine; der Weichspüler kommt in das mittlere Fach.
Das Flusensieb des Trockners muss nach jedem Durchgang geleert werden.
Wollpullover bitte nicht in den Trockner; der Wäscheständer steht hinter der Kellertür.
Der Waschraum wird von allen Mietern genutzt; die Zeiten stehen auf dem Plan an der Tür.

## Wasser und Strom
Der Haupthahn für das Wasser ist im Keller hinter der Waschmaschine; zum Schließen im Uhrzeigersinn drehen.
Der Sicherungskasten hängt im Flur hinter dem Spiegel; eine Taschenlampe liegt im Schuhschrank.
Wenn in einem Zimmer der Strom ausfällt, bitte zuerst nachsehen, ob eine Sicherung nach unten gesprungen ist.
Der Stromzähler wird einmal im Jahr im Dezember abgelesen; die Karte dafür kommt per Post.

## Bad
Im Bad oben gibt es eine Dusche und eine Badewanne; der Abfluss der Dusche wird einmal im Monat mit dem Sieb gereinigt.
Die Lüftung im Bad läuft nach dem Ausschalten des Lichts noch zehn Minuten nach; bitte nicht am Schalter abschalten.
Handtücher für Gäste liegen im Regal neben dem Waschbecken, frische Bettwäsche im Schrank im Flur.
Der Boiler für das Gäste-WC im Erdgeschoss hat einen eigenen Schalter unter dem Waschbecken.

## Lüften und Fenster
Bitte morgens und abends jeweils fünf Minuten alle Fenster ganz öffnen, statt sie den ganzen Tag zu kippen.
Im Schlafzimmer an der Nordseite bildet sich sonst schnell Schimmel hinter dem Schrank.
Die Rollläden im Erdgeschoss werden elektrisch bedient; der Schalter ist neben der Terrassentür.
Bei Sturm bitte die Rollläden ganz hochziehen, damit die Lamellen nicht beschädigt werden.
Die Dachfenster im Arbeitszimmer lassen sich mit der Stange öffnen, die hinter der Tür steht.

## Keller und Dachboden
Unser Kellerabteil ist die Nummer 4, der Schlüssel hängt am Schlüsselbrett mit dem roten Anhänger.
Im Keller stehen die Getränkekisten, das Werkzeug und die Winterreifen.
Der Dachboden wird nur für Koffer und Weihnachtsschmuck genutzt; die Leiter ist im Abstellraum.
Bei Starkregen bitte nachsehen, ob im Keller Wasser am Bodenablauf steht.

## Müll
Die Mülltonnen stehen im Hof rechts neben dem Fahrradschuppen.
Die Restmülltonne wird jeden zweiten Mittwoch geleert, die Biotonne jeden Freitag.
Die gelbe Tonne für Verpackungen wird alle vier Wochen am Montag abgeholt.
Altpapier kommt in die blaue Tonne, die einmal im Monat geleert wird.
Glas bringen wir zum Container an der Bushaltestelle Lindenstraße; bitte nicht nach 20 Uhr und nicht am Sonntag einwerfen.
Die Tonnen müssen am Abholtag bis 6 Uhr morgens an der Straße stehen und werden vom Hausmeister wieder hereingeholt.
Sperrmüll kann zweimal im Jahr kostenlos bei der Stadt angemeldet werden.

## Haustiere
Unsere Katze Minka bekommt morgens und abends je einen halben Beutel Nassfutter, das Trockenfutter steht immer bereit.
Das Katzenklo im Bad wird jeden Tag gereinigt; die Streu steht im Schrank darunter.
Minka darf nicht auf den Balkon, weil das Netz an einer Stelle gerissen ist.
Die Tierärztin, Dr. Wendt, hat ihre Praxis in der Bahnhofstraße 12.

## Internet und Fernsehen
Der Internetanschluss ist bei der Telekom; der Router steht im Wohnzimmer hinter dem Fernseher.
Das WLAN heißt Albrecht-2 und das Passwort steht auf der Karte am Kühlschrank.
Wenn das Internet nicht geht, den Router ausschalten, eine Minute warten und wieder einschalten.
Der Fernseher wird mit der kleinen silbernen Fernbedienung bedient, die schwarze ist für die Soundbar.

## Sicherheit
In jedem Stockwerk hängt ein Rauchmelder, in der Küche zusätzlich ein Kohlenmonoxidmelder.
Die Melder werden am ersten Sonntag im Monat getestet; piept einer jede Minute, ist die Batterie leer.
Die Löschdecke hängt neben dem Herd, der Feuerlöscher steht neben der Wohnungstür.
Der Verbandskasten ist im Badezimmerschrank.

## Garten und Balkon
Der Rasen wird von April bis Oktober alle zwei Wochen gemäht; der Rasenmäher steht im Schuppen.
Die Tomaten auf dem Balkon brauchen im Sommer jeden Abend Wasser, am besten aus der Regentonne.
Die Pflanzen im Wohnzimmer werden einmal pro Woche gegossen, der Kaktus nur einmal im Monat.

## Parken und Verkehr
Unser Stellplatz ist die Nummer 7 in der Tiefgarage; der Toröffner hängt am Schlüsselbrett.
Die Bushaltestelle Lindenstraße ist zwei Minuten entfernt; der Bus in die Innenstadt fährt alle zehn Minuten.
Der Bahnhof ist zu Fuß eine Viertelstunde entfernt.

## Hausordnung und Nachbarn
Im Haus gilt von 22 Uhr bis 7 Uhr und am Sonntag ganztägig Ruhezeit; bitte dann keine Waschmaschine laufen lassen.
Das Treppenhaus wird abwechselnd von allen Mietern geputzt; wer dran ist, sieht man am Schild an der Wohnungstür.
Im Winter räumt der Hausmeister den Gehweg vor dem Haus; der Streusand steht neben der Haustür.
Fahrräder gehören in den Fahrradschuppen im Hof und nicht in das Treppenhaus.
Unsere Nachbarn im ersten Stock, Familie Yilmaz, haben auch einen Schlüssel für Notfälle und gießen die Blumen, wenn wir verreisen.
Pakete für uns werden meistens bei Herrn Berger im zweiten Stock abgegeben.

## Post und Pakete
Der Briefkasten hängt links neben der Haustür; der kleine Schlüssel dafür ist am Schlüsselbund mit dem grünen Anhänger.
Die Zeitung kommt jeden Morgen gegen 6 Uhr und wird während unseres Urlaubs abbestellt.
Die Packstation ist im Supermarkt an der Ecke, gleich neben dem Eingang.
Einschreiben und Pakete, die nicht abgegeben werden konnten, liegen in der Postfiliale in der Bahnhofstraße und können mit der Benachrichtigungskarte abgeholt werden.

## Wenn wir verreisen
Vor einer längeren Abwesenheit bitte alle Fenster schließen, das Thermostat auf 15 Grad stellen und die Balkontür abschließen.
Den Ersatzschlüssel hat Frau Albrecht; bitte keinen Schlüssel unter die Fußmatte legen.
"""

# ---- fr materials ----

LYON = """# Lyon
Source: wikipedia_fr_all_maxi
Pays : France
Région : Auvergne-Rhône-Alpes
Département : Métropole de Lyon
Altitude : 162 m (min. 161 m, max. 312 m)
Superficie : 47,87 km²
Population : 522 250 hab. (2021)
Gentilé : Lyonnais

Lyon est une commune française située au confluent du Rhône et de la Saône, dans le quart sud-est de la France.[1] Elle est le chef-lieu de la région Auvergne-Rhône-Alpes et le siège de la métropole de Lyon.[2] Ses habitants sont appelés les Lyonnais.[3]
Lyon occupe une position stratégique entre le nord et le midi de la France, sur l'axe qui relie Paris à la Méditerranée.[4] La ville est connue pour sa gastronomie, son patrimoine historique et architectural, et sa fête des Lumières.[5] Une partie de la ville est inscrite sur la liste du patrimoine mondial de l'UNESCO depuis 1998.[6]

## Géographie
La ville est bâtie entre deux collines, la colline de Fourvière à l'ouest, surnommée « la colline qui prie », et celle de la Croix-Rousse au nord, surnommée « la colline qui travaille ».[7] Entre le Rhône et la Saône s'étend la Presqu'île, cœur historique et commercial de la ville.[8] À l'est du Rhône s'étendent les quartiers plus récents de la Part-Dieu, des Brotteaux et de Gerland.[9]
Le climat de Lyon est de type semi-continental, avec des étés chauds et des hivers assez froids.[10] Les précipitations sont réparties sur toute l'année, avec un maximum en automne.[11] Le brouillard, fréquent autrefois en hiver, est devenu plus rare depuis la fin du XXe siècle.[12]

## Histoire
### Antiquité
La ville a été fondée en 43 av. J.-C. par Lucius Munatius Plancus, un lieutenant de Jules César, sous le nom de Lugdunum.[13] Elle devient rapidement la capitale des Gaules et l'une des villes les plus importantes de l'Empire romain en Occident.[14] Les empereurs Claude et Caracalla y sont nés.[15] Le théâtre antique de Fourvière, construit vers 15 av. J.-C., pouvait accueillir environ 10 000 spectateurs.[16]
En 177, une persécution frappe la communauté chrétienne de la ville ; sainte Blandine et de nombreux martyrs y trouvent la mort.[17]
### Moyen Âge et Renaissance
Au Moyen Âge, Lyon est dirigée par ses archevêques avant d'être rattachée au royaume de France en 1312.[18] La ville connaît un grand essor à la Renaissance grâce à ses foires et à ses banques, qui attirent des marchands de toute l'Europe.[19] L'imprimerie s'y développe très tôt, et Lyon devient l'un des principaux centres d'édition du continent.[20]
### Époque moderne
L'industrie de la soie fait la richesse de la ville à partir du XVIe siècle.[21] Les ouvriers de la soie, appelés canuts, travaillent dans les ateliers de la Croix-Rousse, dont les hauts plafonds abritaient les métiers Jacquard.[22] Les révoltes des canuts de 1831 et de 1834 comptent parmi les premiers grands soulèvements ouvriers de l'ère industrielle.[23]
Pendant la Révolution, la ville se soulève contre la Convention en 1793 ; après un siège de deux mois, elle est sévèrement réprimée.[24]
### Époque contemporaine
Pendant la Seconde Guerre mondiale, Lyon est un centre important de la Résistance française.[25] Jean Moulin y est arrêté le 21 juin 1943 à Caluire-et-Cuire.[26] La ville est libérée le 3 septembre 1944.[27]
Dans la seconde moitié du XXe siècle, Lyon se modernise avec la construction du quartier de la Part-Dieu et du métro, dont la première ligne est inaugurée en 1978.[28]

## Patrimoine
Le Vieux Lyon, au pied de Fourvière, est l'un des plus vastes ensembles Renaissance d'Europe.[29] Ses traboules, passages qui traversent les immeubles d'une rue à l'autre, étaient utilisées par les canuts pour transporter la soie à l'abri de la pluie.[30] La basilique Notre-Dame de Fourvière, qui domine la ville, a été construite entre 1872 et 1884 grâce aux dons des Lyonnais.[31] La cathédrale Saint-Jean-Baptiste abrite une horloge astronomique du XIVe siècle.[32]
La place Bellecour, au centre de la Presqu'île, est l'une des plus grandes places piétonnes d'Europe ; elle mesure environ 62 000 m².[33] Au centre se dresse la statue équestre de Louis XIV.[34]

## Culture
La fête des Lumières a lieu chaque année autour du 8 décembre ; elle trouve son origine dans l'inauguration de la statue de la Vierge de Fourvière en 1852.[35] Ce jour-là, les Lyonnais posent des lumignons sur le rebord de leurs fenêtres.[36] La fête attire aujourd'hui environ deux millions de visiteurs sur quatre soirs.[37]
Les frères Auguste et Louis Lumière, inventeurs du cinématographe, ont tourné à Lyon le premier film de l'histoire, La Sortie de l'usine Lumière, en 1895.[38] L'Institut Lumière, installé dans leur ancienne maison, organise chaque automne un festival de cinéma.[39]
La ville compte aussi un opéra, un orchestre national et le musée des Beaux-Arts, l'un des plus riches de France.[40]

## Gastronomie
Lyon est souvent présentée comme la capitale mondiale de la gastronomie.[41] Les bouchons sont des restaurants traditionnels où l'on sert des plats comme la quenelle, le saucisson brioché ou la cervelle de canut.[42] Le chef Paul Bocuse, installé à Collonges-au-Mont-d'Or, a reçu trois étoiles au guide Michelin en 1965 et les a conservées jusqu'à sa mort.[43] Les halles Paul-Bocuse, dans le quartier de la Part-Dieu, réunissent une cinquantaine de commerçants.[44]

## Transports
Le réseau TCL comprend quatre lignes de métro, sept lignes de tramway et plus de cent lignes de bus.[45] Le funiculaire relie le Vieux Lyon à la colline de Fourvière.[46] La gare de la Part-Dieu est l'une des gares les plus fréquentées de France en dehors de Paris.[47] L'aéroport Lyon-Saint-Exupéry est situé à environ 25 km à l'est de la ville ; il est relié au centre par le tramway express Rhônexpress.[48]

## Sport
L'Olympique lyonnais, fondé en 1950, a remporté sept titres consécutifs de champion de France entre 2002 et 2008.[49] Son stade, le Groupama Stadium, a été inauguré en janvier 2016 à Décines-Charpieu et compte environ 59 000 places.[50] L'équipe féminine de l'Olympique lyonnais a remporté la Ligue des champions à huit reprises.[51]

## Économie
Lyon est l'un des principaux pôles économiques français, en particulier dans les secteurs de la santé, de la chimie et du numérique.[52] Le quartier de la Part-Dieu est le deuxième quartier d'affaires de France après La Défense.[53] La tour Incity, achevée en 2015, mesure 200 m et fut un temps le plus haut gratte-ciel de France hors de la région parisienne.[54] Le secteur des biotechnologies s'est développé autour de Gerland, où se trouvent plusieurs laboratoires de recherche et le siège d'Interpol.[55]

## Enseignement et recherche
La ville accueille environ 160 000 étudiants, répartis entre trois universités et de nombreuses grandes écoles.[56] L'École normale supérieure de Lyon et l'Institut national des sciences appliquées comptent parmi les établissements les plus réputés.[57] Le Centre international de recherche sur le cancer, une agence de l'Organisation mondiale de la santé, y a son siège depuis 1965.[58]

## Personnalités
Outre les frères Lumière, Lyon a vu naître l'écrivain Antoine de Saint-Exupéry, auteur du Petit Prince, en 1900.[59] Le physicien André-Marie Ampère, qui a donné son nom à l'unité de courant électrique, est né dans la ville en 1775.[60] Le marionnettiste Laurent Mourguet y a créé le personnage de Guignol au début du XIXe siècle.[61]

## Parcs et espaces verts
Le parc de la Tête d'Or, ouvert en 1857, s'étend sur 117 hectares au nord du 6e arrondissement ; il abrite un lac, un jardin botanique et un zoo gratuit.[64] Les berges du Rhône, réaménagées en 2007, offrent une promenade de 5 km réservée aux piétons et aux cyclistes.[65]

## Jumelages
Lyon est jumelée avec plusieurs villes, dont Birmingham, Francfort-sur-le-Main, Milan et Montréal.[62] Des accords de coopération la lient aussi à Pékin, Beyrouth et Saint-Pétersbourg.[63]
"""

# ---- es materials ----

CASA = """**Manual de la casa**
# Manual de la casa
Este manual es para los invitados y para quien cuide la casa cuando estamos de viaje.
Los teléfonos importantes están en la última página; el portero, Andrés, está en la portería de lunes a viernes por la mañana.

## Calefacción
La caldera es una Junkers de gas y está en el armario de la terraza del lavadero.
La presión del agua en el manómetro debe estar entre 1 y 1,5 bar; si baja de 1 bar, hay que rellenarla con la llave gris que está debajo de la caldera.
La revisión de la caldera la hace cada noviembre la empresa Termogas.
El termostato del pasillo está programado a 21 grados de día y a 17 grados de noche; por favor, no cambiéis el programa.
Los radiadores de los dormitorios tienen su propia llave; si uno está frío por arriba, hay que purgarlo con la llavecita que está en el cajón de la entrada.

## Aire acondicionado
Hay un aparato de aire acondicionado en el salón y otro en el dormitorio principal.
El mando a distancia está en la mesa del salón; en verano lo ponemos a 25 grados.
Los filtros se limpian con agua una vez al mes en verano.
Por favor, cerrad las ventanas cuando esté encendido.

## Cocina
El horno es un Balay con ventilador; después de un corte de luz hay que poner el reloj en hora o no calienta.
La placa es de inducción y solo funciona con las sartenes del cajón de abajo.
La campana extractora tiene tres velocidades; los filtros van al lavavajillas una vez al mes.
El frigorífico está a 4 grados y el congelador a menos 18.
La cafetera se descalcifica cada dos meses con el producto que está en el armario de encima del fregadero.

## Lavavajillas
El lavavajillas está a la derecha del fregadero.
Usad las pastillas del armario de debajo del fregadero; con una por lavado es suficiente.
El programa eco dura tres horas y el programa rápido media hora.
El depósito de sal hay que rellenarlo más o menos cada dos meses, cuando se enciende el piloto.

## Lavadora y tendedero
La lavadora está en el lavadero, junto a la caldera.
Las toallas y las sábanas se lavan a 60 grados y el resto de la ropa a 30 o 40 grados.
El tendedero plegable está detrás de la puerta del lavadero; en la terraza la ropa se seca en pocas horas.
Por favor, no tendáis ropa en la fachada, porque lo prohíbe la comunidad.

## Agua y luz
La llave de paso general del agua está debajo del fregadero de la cocina; se cierra girándola a la derecha.
El cuadro eléctrico está en la entrada, detrás de la puerta; si salta un diferencial, basta con volver a subirlo.
Si se va la luz en todo el edificio, avisad al portero.

## Basura y reciclaje
Los contenedores están en la esquina de la calle Goya con la calle Alcalá.
El contenedor gris es para los restos, el amarillo para envases y el azul para papel y cartón.
El vidrio va al contenedor verde que está delante de la farmacia.
El camión de la basura pasa todas las noches a partir de las 22 horas, así que la bolsa se baja después de cenar.
Los muebles viejos se recogen gratis los jueves si se llama antes al ayuntamiento.

## Internet y televisión
El router está en el salón, detrás de la televisión; la red se llama CasaMarta y la contraseña está en la tarjeta del frigorífico.
Si internet no funciona, apagad el router, esperad un minuto y volved a encenderlo.

## Seguridad
Hay un detector de humo en el pasillo y otro en la cocina.
El extintor está en el armario de la entrada y el botiquín en el baño.
La puerta de la calle se cierra siempre con llave por la noche.

## Comunidad de vecinos
La junta de la comunidad se reúne dos veces al año en el portal; las actas se cuelgan en el tablón del ascensor.
Está prohibido hacer ruido entre las 23 y las 8 horas y dejar bicicletas en el rellano.
La piscina de la comunidad abre de junio a septiembre, de 11 a 21 horas; la llave del candado está en el cajón de la entrada.
El ascensor tiene una revisión cada mes; si se para, hay que pulsar el botón de alarma y esperar al técnico.
Los paquetes que llegan cuando no estamos los recoge el portero y los guarda en la portería hasta las 14 horas.

## Antes de salir de viaje
Cerrad todas las ventanas, bajad las persianas hasta la mitad y poned el termostato a 15 grados.
La llave de repuesto la tiene la vecina del tercero, Carmen.
"""

NOTICIAS = """**Huelga de metro el próximo lunes**
Los maquinistas del metro harán huelga el próximo lunes para reclamar más personal y mejoras en los horarios.
El sindicato ha anunciado paros de 6:30 a 9:30 y de 17:00 a 20:00.
La empresa ha fijado unos servicios mínimos del 50 por ciento en las horas punta.
El ayuntamiento recomienda utilizar el autobús o la bicicleta pública durante los paros.

**El ayuntamiento amplía el horario de las piscinas municipales**
Las piscinas municipales abrirán este verano de 11 a 21 horas, una hora más que el año pasado.
La entrada cuesta 4,50 euros para los adultos y 2,80 euros para los menores de catorce años.
El bono de veinte baños se puede comprar en cualquier piscina o por internet.
La temporada empieza el 15 de junio y termina el 8 de septiembre.

**El equipo de baloncesto asciende a la primera división**
El Club Baloncesto Ciudad logró el domingo el ascenso a la primera división tras ganar el último partido de la temporada por 84 a 79.
El base Luis Herrera fue el máximo anotador con 27 puntos.
Más de 6.000 aficionados llenaron el pabellón y celebraron el ascenso en la plaza Mayor.
El club jugará en la nueva categoría a partir de octubre.

**Ola de calor a partir del miércoles**
La Agencia Estatal de Meteorología ha activado el aviso amarillo por calor a partir del miércoles.
Las temperaturas máximas podrán llegar a 40 grados en el centro de la península.
Sanidad recomienda beber agua con frecuencia y evitar el sol en las horas centrales del día.
"""

METRO = """# Metro de Madrid
Source: wikipedia_es_all_maxi
Inauguración: 17 de octubre de 1919
Líneas: 12 y un ramal
Estaciones: 302
Longitud: 294 km
Viajeros: 677 millones (2023)

El Metro de Madrid es el sistema de ferrocarril metropolitano que presta servicio a la ciudad de Madrid y a varios municipios de su área metropolitana.[1] Fue inaugurado el 17 de octubre de 1919 por el rey Alfonso XIII, con una primera línea de 3,5 km entre Sol y Cuatro Caminos.[2] Es una de las redes de metro más extensas de Europa, con cerca de 300 km de longitud.[3]

## Historia
La construcción de la primera línea fue impulsada por los ingenieros Carlos Mendoza, Antonio González Echarte y Miguel Otamendi.[4] En los años veinte se abrieron nuevos tramos hacia Atocha y Vallecas, y en 1924 se inauguró la línea 2.[5] Durante la Guerra Civil, las estaciones se usaron como refugios antiaéreos.[6]
Entre 1995 y 2007 la red se amplió de forma muy rápida, con la construcción de la línea 12, conocida como MetroSur, que une cinco municipios del sur de la región.[7] En 2007 se abrió también la línea 8 hasta la nueva terminal 4 del aeropuerto de Barajas.[8]

## Servicio
El metro funciona todos los días desde las 6:00 hasta la 1:30 de la madrugada.[9] En las horas punta los trenes pasan cada dos o tres minutos en las líneas principales.[10] El billete sencillo cuesta entre 1,50 y 2 euros según el número de estaciones, y el abono mensual joven cuesta 8 euros.[11]
La estación con más viajeros es Sol, situada bajo la Puerta del Sol, donde se cruzan tres líneas y la red de Cercanías.[12] La estación de Chamberí, cerrada en 1966, se conserva como museo y puede visitarse gratuitamente.[13]

## Material móvil
La red utiliza trenes de gálibo estrecho en las líneas 1 a 5 y en el ramal, y trenes de gálibo ancho en el resto de las líneas.[14] Los trenes más modernos tienen aire acondicionado, pantallas de información y pasillos abiertos entre coches.[15]
"""

# ---- nl materials ----

CLUB_NL = """**Clubinformatie VV De Zwaluwen**
# Clubinformatie VV De Zwaluwen
Voetbalvereniging De Zwaluwen werd opgericht op 4 mei 1923 en heeft ruim 850 leden, van de kabouters van vijf jaar tot de veteranen.
Het sportpark ligt aan de Molenweg, achter het zwembad; er zijn vier velden, waarvan twee met kunstgras.
Het clubhuis is open op dinsdag- en donderdagavond en de hele zaterdag.

## Geschiedenis
De club werd in 1923 opgericht door een groep arbeiders van de steenfabriek aan de rivier.
De eerste wedstrijden werden gespeeld op een weiland van boer Hendriks, dat bij hoog water regelmatig onderliep.
In 1951 verhuisde de club naar het huidige sportpark aan de Molenweg.
Het grootste succes uit de geschiedenis was het kampioenschap in de eerste klasse in 1978, gevolgd door een seizoen in de hoofdklasse.
Het huidige clubhuis werd in 2009 geopend en werd grotendeels door vrijwilligers gebouwd.
In 2019 werden de twee kunstgrasvelden aangelegd, betaald door de gemeente en een bijdrage van de leden.

## Accommodatie
Het sportpark heeft acht kleedkamers, twee scheidsrechterskamers en een fysiotherapieruimte.
Fietsen worden gestald in de overdekte fietsenstalling bij de ingang; auto's kunnen parkeren bij het zwembad.
De verlichting op de velden gaat om 23:00 uur automatisch uit.
Voetbalschoenen met ijzeren noppen zijn niet toegestaan op de kunstgrasvelden.

## Sponsoren
De hoofdsponsor is bouwbedrijf Van Dijk, wiens naam op de shirts van het eerste elftal staat.
Bedrijven kunnen een reclamebord langs veld 1 huren voor 350 euro per seizoen.
De Club van Honderd steunt de jeugdafdeling en betaalt onder meer de nieuwe doeltjes en ballen.

## Lidmaatschap
De contributie is 210 euro per jaar voor senioren en 140 euro voor de jeugd.
De contributie wordt in twee termijnen afgeschreven, in september en in januari.
Nieuwe leden kunnen vier keer gratis meetrainen voordat ze zich inschrijven.
Opzeggen kan alleen schriftelijk bij de ledenadministratie, uiterlijk op 31 mei.

## Trainingen
De senioren trainen op dinsdag en donderdag van 19:30 tot 21:00 uur op veld 1.
De jeugd onder twaalf jaar traint op woensdagmiddag vanaf 15:30 uur.
De keepers hebben een eigen training op maandagavond om 19:00 uur.
Bij onweer of een afgekeurd veld gaat de training niet door; dat staat dan op de website en in de app.

## Wedstrijden
Het eerste elftal speelt in de tweede klasse en speelt zijn thuiswedstrijden op zondag om 14:00 uur.
De jeugdteams spelen hun wedstrijden op zaterdagochtend.
Ouders rijden om de beurt naar uitwedstrijden; het rijschema hangt in het clubhuis.
Wedstrijdkleding wordt door de club verstrekt en na elke wedstrijd door een ouder gewassen.

## Vrijwilligers
Elk lid of een ouder van een jeugdlid draait per seizoen minstens vier bardiensten in de kantine.
Scheidsrechters voor de jeugd worden gezocht; de club betaalt de cursus.
De velden worden op vrijdagmiddag door de terreinploeg gekrijt.

## Kantine
De kantine verkoopt koffie, thee, frisdrank en broodjes; er wordt niet gerookt op het sportpark.
Alcohol wordt niet geschonken aan jongeren onder de achttien jaar en nooit voor 16:00 uur.
Er kan alleen gepind worden.

## Communicatie
Alle informatie over trainingen, wedstrijden en afgelastingen staat in de clubapp en op de website.
Het clubblad De Zwaluwpost verschijnt vier keer per jaar en wordt digitaal naar alle leden gestuurd.
Vragen over wedstrijden kunnen gesteld worden aan de wedstrijdsecretaris, vragen over de contributie aan de penningmeester.
Foto's van jeugdspelers worden alleen gepubliceerd als de ouders daarvoor toestemming hebben gegeven.
Wie een nieuw e-mailadres of telefoonnummer heeft, geeft dat door via het formulier in de app.

## Jeugdopleiding
De jeugdopleiding heeft teams van de onder acht tot en met de onder negentien, voor jongens en meisjes.
Alle jeugdtrainers hebben een verklaring omtrent het gedrag en volgen minstens één cursus van de KNVB.
De beste spelers van de onder dertien worden uitgenodigd voor de selectietrainingen op maandag.
Elk jaar in maart is er een open dag voor kinderen die willen kennismaken met voetbal.

## Evenementen
Het jaarlijkse jeugdtoernooi wordt gehouden op de laatste zaterdag van juni.
De nieuwjaarsreceptie is op de eerste zondag van januari na de wedstrijd van het eerste elftal.
Het clubkamp voor de jeugd gaat elk jaar in augustus naar de Veluwe.
"""

NIEUWS = """**Treinverkeer rond Utrecht zaterdag gestremd**
Door werkzaamheden aan het spoor rijden er zaterdag geen treinen tussen Utrecht Centraal en Amersfoort.
ProRail vernieuwt wissels en bovenleiding bij station Maarn.
Reizigers kunnen gebruikmaken van bussen die elk kwartier rijden en ongeveer veertig minuten langer onderweg zijn.
De werkzaamheden duren van zaterdagochtend 1:00 uur tot zondagochtend 6:00 uur.

**Gemeente plaatst extra afvalbakken in het park**
In het stadspark worden deze maand dertig extra afvalbakken geplaatst.
De gemeente reageert daarmee op klachten van omwonenden over zwerfafval na warme weekenden.
De bakken worden in de zomer twee keer per dag geleegd.
Een wethouder zei dat de maatregel na de zomer wordt geëvalueerd.

**Zwaluwen winnen derby na late goal**
De Zwaluwen hebben zondag de derby tegen SV Rood-Wit met 2-1 gewonnen.
De winnende treffer viel in de laatste minuut en werd gemaakt door aanvaller Daan Visser.
Ruim 1.200 toeschouwers zagen de wedstrijd op sportpark De Molenweg.
Door de overwinning staan de Zwaluwen nu op de derde plaats in de competitie.
De volgende thuiswedstrijd is over twee weken tegen VV Oostkapelle.

**Bibliotheek langer open op zaterdag**
De bibliotheek in het centrum is vanaf volgende maand op zaterdag open tot 17:00 uur in plaats van 14:00 uur.
Daarnaast komt er op woensdagmiddag een voorleesuur voor kinderen van vier tot acht jaar.
Het lidmaatschap voor jongeren tot achttien jaar blijft gratis.

**Nieuwe fietsbrug over het kanaal geopend**
De nieuwe fietsbrug over het kanaal bij de Industrieweg is donderdag officieel geopend.
De brug is 85 meter lang en bespaart fietsers uit de nieuwbouwwijk ongeveer vijf minuten naar het centrum.
De bouw kostte 4,3 miljoen euro en duurde ruim een jaar langer dan gepland.
Scholieren van het Stedelijk College waren de eersten die over de brug fietsten.

**Markt verhuist tijdelijk naar het Stationsplein**
Door de herinrichting van de Grote Markt verhuist de weekmarkt vanaf april tijdelijk naar het Stationsplein.
De markt blijft op zaterdag van 8:00 tot 16:00 uur en telt ongeveer zestig kramen.
De werkzaamheden aan de Grote Markt duren naar verwachting tot de herfst.

**Warm en zonnig weekend op komst**
Het KNMI verwacht een zonnig weekend met temperaturen tot 27 graden in het zuiden.
Aan de kust blijft het met een zeebries wat koeler, rond de 21 graden.
Op maandag neemt de kans op onweersbuien toe.
"""

VELUWE = """# Veluwe
Source: wikipedia_nl_all_maxi
De Veluwe is een bosrijke stuwwal in de provincie Gelderland en het grootste aaneengesloten natuurgebied van Nederland.[1] Het gebied beslaat ongeveer 1 000 km² en ligt tussen Arnhem, Apeldoorn, Harderwijk en Ede.[2] De heuvels van de Veluwe zijn ontstaan in de voorlaatste ijstijd, toen landijs het zand opstuwde.[3]
Het landschap bestaat uit bossen, heidevelden en stuifzanden, waarvan het Kootwijkerzand een van de grootste is.[4] In het gebied leven edelherten, wilde zwijnen, reeën en sinds enkele jaren ook wolven.[5] Een deel van de Veluwe is beschermd als Nationaal Park De Hoge Veluwe, dat in 1935 werd opgericht en bekend is om het Kröller-Müller Museum.[6] Bezoekers kunnen in het park gratis gebruikmaken van de witte fietsen.[7]
De Veluwe is een populaire bestemming voor wandelaars, fietsers en kampeerders, en telt honderden campings en bungalowparken.[8] In de herfst trekt de bronst van de edelherten veel toeschouwers naar de wildobservatieposten.[9] Bij droog weer geldt in de zomer regelmatig een verhoogd risico op natuurbranden.[10]
"""

# ---- it materials ----

ETNA = """# Etna
Source: wikipedia_it_all_maxi
Altezza: 3 357 m s.l.m.
Prominenza: 3 357 m
Catena: Appennino siculo
Stato: Italia
Regione: Sicilia
Tipo: stratovulcano
Ultima eruzione: in corso
Patrimonio dell'umanità: dal 2013

L'Etna è uno stratovulcano attivo della Sicilia, situato nella parte orientale dell'isola, tra le province di Catania e di Messina.[1] È il vulcano attivo più alto della placca euroasiatica e uno dei vulcani più attivi del mondo.[2] La sua altezza varia nel tempo a causa delle eruzioni; nel 2021 la vetta del cratere di Sud-Est ha superato i 3 357 metri.[3] Il vulcano occupa una superficie di circa 1 250 km² e ha un perimetro di base di circa 135 km.[4]
Gli abitanti della zona lo chiamano familiarmente "a muntagna", cioè "la montagna".[5] Nel giugno 2013 l'Etna è stato inserito nella lista dei beni del patrimonio dell'umanità dell'UNESCO.[6]

## Nome
Il nome deriva probabilmente dal greco Aitna, a sua volta legato a un verbo che significa "bruciare".[7] In epoca araba il vulcano era chiamato Jabal al-burkān, "monte del vulcano", da cui deriva il nome siciliano Mongibello.[8] Nella mitologia greca, sotto l'Etna si trovava la fucina del dio Efesto, e il gigante Tifeo vi era stato imprigionato da Zeus.[9]

## Geografia
L'Etna sorge vicino alla costa ionica e domina la città di Catania, che si trova a circa 30 km dalla vetta.[10] A nord il vulcano è delimitato dalla valle del fiume Alcantara, a sud e a ovest dalla valle del Simeto.[11] Sul versante orientale si apre la Valle del Bove, una grande depressione lunga circa 7 km e larga 5 km, formatasi per il collasso di antichi centri eruttivi.[12]
Le pendici basse sono coltivate a vigneti, agrumeti, uliveti e pistacchieti, grazie alla fertilità del suolo vulcanico.[13] Più in alto si trovano boschi di castagni, querce, pini larici e faggi, che raggiungono il limite meridionale della loro diffusione in Europa.[14] Oltre i 2 000 metri il paesaggio diventa un deserto di lave e di ceneri.[15]

## Geologia
L'attività vulcanica nell'area dell'Etna è iniziata circa 500 000 anni fa con eruzioni sottomarine nel golfo che allora occupava la zona.[16] L'edificio attuale si è formato negli ultimi 60 000 anni circa, con la sovrapposizione di diversi vulcani.[17] Il vulcano è alimentato dalla subduzione della placca africana sotto quella euroasiatica, anche se la sua origine esatta è ancora discussa dai geologi.[18]
Sulla sommità si trovano quattro crateri principali: la Voragine, il Cratere di Nord-Est, la Bocca Nuova e il Cratere di Sud-Est.[19] Oltre all'attività dei crateri sommitali, il vulcano produce eruzioni laterali da fratture che si aprono sui fianchi.[20] L'Istituto Nazionale di Geofisica e Vulcanologia sorveglia il vulcano dal suo osservatorio di Catania.[21]

## Clima
Il clima dell'Etna varia molto con l'altitudine: sulla costa è mediterraneo, con estati calde e inverni miti, mentre sopra i 2 000 metri è di tipo alpino.[47] La neve copre di solito la parte alta del vulcano da novembre ad aprile.[48] Sulla vetta la temperatura media annua è di circa 2 gradi, e i venti possono superare i 100 km/h.[49]

## Parco dell'Etna
Il Parco dell'Etna è stato istituito il 17 marzo 1987 ed è il primo parco regionale istituito in Sicilia.[38] Ha una superficie di circa 59 000 ettari e comprende il territorio di venti comuni.[39] Il parco protegge specie endemiche come la ginestra dell'Etna e la viola dell'Etna, e ospita volpi, istrici, gatti selvatici e numerose specie di rapaci.[40]

## Economia
La viticoltura è una delle attività principali dell'area: il vino Etna DOC, riconosciuto nel 1968, è stato una delle prime denominazioni di origine controllata d'Italia.[41] Il pistacchio di Bronte, coltivato sui terreni lavici del versante occidentale, è un prodotto DOP.[42] Anche il turismo legato al vulcano, con escursioni e visite alle grotte di lava, è una fonte importante di reddito.[43]

## Storia eruttiva
Le eruzioni dell'Etna sono documentate da circa 2 700 anni.[22] Nel 396 a.C. una colata di lava fermò l'avanzata dell'esercito cartaginese verso Siracusa.[23] Il filosofo Empedocle, secondo la leggenda, si gettò nel cratere.[24]
L'eruzione più distruttiva dell'epoca storica iniziò l'11 marzo 1669: la lava raggiunse Catania in aprile e distrusse parte della città, fermandosi contro le mura del monastero dei Benedettini.[25] Nel 1693 un violento terremoto colpì la Sicilia orientale e distrusse di nuovo Catania, che fu ricostruita in stile barocco con la pietra lavica.[26]
Nel 1928 una colata distrusse completamente il paese di Mascali in pochi giorni.[27] Nel 1983, per la prima volta, si tentò di deviare una colata con l'uso di esplosivi.[28] L'eruzione del 1991–1993, durata 473 giorni, fu la più lunga del XX secolo; la lava minacciò il paese di Zafferana Etnea e fu fermata con argini e blocchi di cemento.[29]
Nel 2002 un'eruzione distrusse gran parte delle strutture turistiche del versante nord, a Piano Provenzana.[30] Dal 2011 il Cratere di Sud-Est ha prodotto decine di fontane di lava, spesso accompagnate da nubi di cenere che hanno costretto a chiudere l'aeroporto di Catania.[31]

## Turismo ed escursioni
Il versante sud si raggiunge in auto fino al Rifugio Sapienza, a circa 1 900 metri.[32] Da qui una funivia porta fino a circa 2 500 metri, e fuoristrada autorizzati proseguono fino alla zona dei crateri di Torre del Filosofo, a 2 920 metri.[33] Il biglietto di andata e ritorno della funivia costa 50 euro per gli adulti.[34] Le escursioni ai crateri sommitali sono consentite solo con guide vulcanologiche autorizzate.[35]
Sul versante nord si trovano le piste da sci di Piano Provenzana, mentre a sud ci sono gli impianti di Nicolosi Nord.[36] D'inverno, con la neve, è possibile sciare vedendo il mare.[37]

## Impatto sul traffico aereo
Le nubi di cenere prodotte dalle fontane di lava rappresentano un pericolo per gli aerei, perché la cenere può danneggiare i motori.[50] In caso di emissione, l'aeroporto di Catania-Fontanarossa riduce il numero degli arrivi o chiude alcuni settori dello spazio aereo.[51] Nel dicembre 2018 l'aeroporto fu chiuso per diverse ore, e i voli furono dirottati verso Palermo.[52]

## Sismicità
L'area etnea è soggetta a frequenti terremoti, per lo più di bassa intensità, legati alla risalita del magma e ai movimenti delle faglie.[53] Il 26 dicembre 2018 un terremoto di magnitudo 4,9 colpì la zona di Fleri, nel comune di Zafferana Etnea, danneggiando case e chiese.[54] Il fianco orientale del vulcano scivola lentamente verso il mare di alcuni centimetri all'anno.[55]

## Nella cultura
L'Etna compare in opere di Virgilio, Ovidio e Dante.[44] Nel 1787 Johann Wolfgang von Goethe descrisse la salita verso il vulcano nel suo Viaggio in Italia.[45] Il vulcano è raffigurato nello stemma della città di Catania insieme all'elefante di pietra lavica, detto "u Liotru".[46]
"""

# ---- pt materials ----

SISMO = """# Sismo de Lisboa de 1755
Source: wikipedia_pt_all_maxi
Data: 1 de novembro de 1755
Hora: 9h40 (hora local)
Magnitude: 8,5 a 9,0 (estimada)
Epicentro: Oceano Atlântico, a sudoeste do Cabo de São Vicente
Mortes: entre 30 000 e 50 000 (estimativa)
Áreas afetadas: Portugal, Espanha, Marrocos

O sismo de Lisboa de 1755, também conhecido como Terramoto de 1755, ocorreu na manhã de 1 de novembro de 1755, dia de Todos os Santos.[1] O sismo foi seguido de um maremoto e de vários incêndios, que destruíram a maior parte da cidade de Lisboa.[2] Foi um dos sismos mais mortíferos da história e teve grande impacto na política, na economia e no pensamento europeu do século XVIII.[3]

## Contexto
Em meados do século XVIII, Lisboa era uma das maiores cidades da Europa, com cerca de 200 000 habitantes.[4] A cidade era a capital de um império que se estendia do Brasil à Índia, e o seu porto recebia o ouro e os diamantes vindos do Brasil.[5] O rei D. José I reinava desde 1750, e o seu secretário de Estado, Sebastião José de Carvalho e Melo, ganhava cada vez mais influência.[6]
O centro da cidade, junto ao rio Tejo, era formado por ruas estreitas e irregulares de origem medieval, com muitas igrejas, conventos e palácios.[7] O Paço da Ribeira, residência real, tinha uma biblioteca com cerca de 70 000 volumes e uma grande coleção de pinturas.[8]

## O sismo
O sismo começou por volta das 9h40 da manhã, quando grande parte da população assistia à missa nas igrejas.[9] Os relatos da época descrevem três abalos distintos, que duraram no total entre seis e dez minutos.[10] Abriram-se fendas com cinco metros de largura no centro da cidade, e muitas igrejas desabaram sobre os fiéis.[11]
Os sismólogos modernos estimam que o sismo teve uma magnitude entre 8,5 e 9,0 na escala de magnitude de momento.[12] O epicentro situou-se no Oceano Atlântico, a cerca de 200 km a sudoeste do Cabo de São Vicente.[13] O abalo foi sentido em grande parte da Europa, até à Finlândia, e no norte de África.[14]

## O maremoto
Cerca de quarenta minutos depois do sismo, um maremoto atingiu o porto e o centro da cidade.[15] Muitos sobreviventes tinham procurado refúgio nas docas, onde julgavam estar a salvo dos incêndios e da queda de edifícios.[16] As ondas chegaram a ter seis metros de altura em Lisboa e subiram pelo rio Tejo.[17] O maremoto atingiu também a costa do Algarve, onde algumas vilas foram quase totalmente destruídas, e a costa de Marrocos.[18]

## Os incêndios
Nas zonas que não foram inundadas, as velas acesas nas igrejas para o dia de Todos os Santos provocaram incêndios.[19] O fogo durou cerca de cinco dias e destruiu o que restava de muitos bairros.[20] A biblioteca do Paço da Ribeira, com os seus livros e arquivos, perdeu-se por completo, assim como quadros de Ticiano, Rubens e Correggio.[21] O arquivo da Casa da Índia, com documentos sobre as viagens dos descobrimentos, também desapareceu.[22]

## Vítimas e destruição
O número de mortos em Lisboa é estimado entre 30 000 e 50 000, tornando-o um dos sismos mais mortíferos da história europeia.[23] Cerca de 85 por cento dos edifícios da cidade ficaram destruídos, incluindo palácios, bibliotecas e a recém-inaugurada Ópera do Tejo.[24] O rei e a corte escaparam porque tinham saído de Lisboa para passar o feriado em Belém.[25]

## Impacto noutros países
Em Espanha, o sismo causou estragos em Sevilha, Cádis e Huelva, onde o maremoto matou mais de mil pessoas.[40] Em Marrocos, as cidades de Fez e Mequinez sofreram grandes danos, e o maremoto atingiu a costa entre Tânger e Agadir.[41] As ondas chegaram horas depois às Antilhas, do outro lado do Atlântico, e foram observadas na Cornualha e na Irlanda.[42] Em lagos da Escandinávia, a água oscilou de forma invulgar durante vários minutos.[43]

## Réplicas e sismos posteriores
Nas semanas seguintes, Lisboa foi abalada por numerosas réplicas, que aumentaram o medo entre os sobreviventes.[44] Muitas famílias viveram durante meses em tendas e barracas nos campos à volta da cidade.[45] A região voltou a ser atingida por um sismo forte em 28 de fevereiro de 1969, que causou danos no Algarve mas poucas vítimas.[46]

## Estudos científicos
Os geólogos continuam a debater qual foi a falha responsável pelo sismo de 1755.[47] Uma das hipóteses aponta para a zona de fratura Açores-Gibraltar, onde se encontram as placas africana e euro-asiática.[48] Estudos de sedimentos na costa portuguesa identificaram camadas de areia deixadas pelo maremoto, que ajudam a calcular a altura das ondas.[49]

## A reconstrução
Depois da catástrofe, o rei confiou a Sebastião José de Carvalho e Melo, mais tarde Marquês de Pombal, a tarefa de reconstruir a cidade.[26] A ele é atribuída a frase "Enterrar os mortos e cuidar dos vivos".[27] O plano de reconstrução da Baixa foi elaborado pelos engenheiros Manuel da Maia, Eugénio dos Santos e Carlos Mardel.[28] As novas ruas, largas e retas, foram traçadas numa grelha regular entre o Rossio e o Terreiro do Paço, que passou a chamar-se Praça do Comércio.[29]
Os edifícios da nova Baixa foram construídos com a chamada gaiola pombalina, uma estrutura de madeira em forma de cruz dentro das paredes que os tornava mais resistentes aos sismos.[30] Os modelos desta estrutura foram testados fazendo marchar tropas à sua volta para simular um abalo.[31] A reconstrução da Baixa prolongou-se por várias décadas e só ficou concluída no século XIX.[32]

## Consequências
O sismo teve uma grande influência no pensamento do Iluminismo.[33] Voltaire escreveu o Poema sobre o desastre de Lisboa em 1756 e voltou ao tema no romance Cândido, publicado em 1759.[34] O filósofo Immanuel Kant publicou três textos sobre os sismos, procurando explicar o fenómeno por causas naturais.[35]
O Marquês de Pombal mandou enviar um inquérito a todas as paróquias do país, perguntando quanto tempo tinha durado o sismo, quantos abalos se sentiram e que danos se verificaram.[36] As respostas, guardadas na Torre do Tombo, permitem hoje aos cientistas estudar o sismo, e por isso Pombal é por vezes considerado um precursor da sismologia moderna.[37]

## Memória
O Museu Lisboa Story Centre, na Praça do Comércio, dedica uma sala ao sismo.[38] As ruínas do Convento do Carmo, cuja igreja ficou sem telhado, foram mantidas como memória da catástrofe e acolhem hoje um museu arqueológico.[39]
Todos os anos, a 1 de novembro, realizam-se em Lisboa cerimónias em memória das vítimas, e as escolas aproveitam a data para exercícios de prevenção sísmica.[50] A Proteção Civil recomenda que cada família tenha um plano de emergência e um kit com água, lanterna, rádio e medicamentos.[51]
"""

# ---- da materials ----

HUSMAPPE = """**Husmappe**
# Husmappe
Denne mappe er til gæster, børnepassere og alle, der passer huset, når vi er væk.
De vigtigste telefonnumre står på sidste side; vores nabo, Jens, bor i nummer 12 og har en ekstra nøgle.

## Varme
Huset har fjernvarme, og fjernvarmeunitten sidder i bryggerset ved siden af vaskemaskinen.
Trykket på manometeret skal ligge mellem 1 og 2 bar; hvis det falder, skal I ringe til varmeværket.
Termostaten i stuen står på 21 grader om dagen og 18 grader om natten.
Radiatorerne i soveværelserne står på 3; 5 er helt åben.
Gulvvarmen i badeværelset er altid tændt og skal ikke slukkes.

## Varmt vand
Det varme vand kommer fra fjernvarmen, så der er ingen vandvarmer, der skal tændes.
Det tager cirka et halvt minut, før der kommer varmt vand i badeværelset ovenpå.

## Køkken
Ovnen er en Gorenje med varmluft; efter en strømafbrydelse skal uret stilles, ellers varmer den ikke.
Kogepladen er induktion og virker kun med gryderne i skuffen nedenunder.
Emhætten har tre trin; fedtfiltrene kommer i opvaskemaskinen en gang om måneden.
Køleskabet står på 5 grader og fryseren på minus 18 grader.
Kaffemaskinen afkalkes hver anden måned med eddike.

## Opvaskemaskine
Opvaskemaskinen er en Bosch til venstre for vasken.
Brug tabletterne i skabet under vasken; en tablet pr. opvask er nok.
Eco-programmet tager tre timer og kvarter, og lynprogrammet en halv time.
Filteret i bunden skal skylles under vandhanen hver anden uge.

## Vaskemaskine og tørretumbler
Vaskemaskinen og tørretumbleren står i bryggerset.
Håndklæder og sengetøj vaskes ved 60 grader, alt andet ved 30 eller 40 grader.
Fnugfilteret i tørretumbleren skal tømmes efter hver tørring.
Uldtrøjer må ikke komme i tørretumbleren; tørrestativet står i kælderen.

## Vand og el
Hovedhanen til vandet sidder i kælderen under trappen; den lukkes ved at dreje den med uret.
El-tavlen hænger i entréen bag døren, og der ligger en lommelygte på hylden over den.
Hvis strømmen går i et rum, så se først efter, om en af sikringerne er slået fra.

## Affald
Skraldespandene står ved carporten.
Restaffald og madaffald hentes hver anden tirsdag i den todelte beholder.
Papir og pap hentes hver fjerde uge om fredagen, og glas og metal hver ottende uge.
Beholderne skal stå ved vejen senest klokken 6 om morgenen på tømmedagen.
Storskrald kan bestilles på kommunens hjemmeside og hentes gratis en gang om måneden.

## Internet og tv
Routeren står i stuen bag fjernsynet; netværket hedder Hansen-Hjem, og koden står på kortet på køleskabet.
Hvis internettet ikke virker, så sluk routeren, vent et minut og tænd den igen.
Fjernsynet betjenes med den lille sølvfarvede fjernbetjening.

## Sikkerhed
Der er en røgalarm i hver etage og en kulilte-alarm i bryggerset.
Alarmerne testes den første søndag i måneden; bipper en hvert minut, skal batteriet skiftes.
Brandtæppet hænger ved siden af komfuret, og førstehjælpskassen står i badeværelsesskabet.

## Have
Græsplænen slås hver anden uge fra april til oktober; plæneklipperen står i skuret.
Tomaterne i drivhuset skal vandes hver aften om sommeren med vand fra regnvandstønden.
Hønsene får foder morgen og aften, og æggene samles ind om eftermiddagen.

## Når vi rejser
Luk alle vinduer, skru termostaten ned på 15 grader, og lås terrassedøren, før I går.
"""

TOG = """**Tog til København**
# Tog til København
Her er de tog, vi plejer at tage fra vores station, skrevet af efter køreplanen, der gælder til december.
På hverdage kører det første tog klokken 5.12 og det sidste klokken 23.40.
Om morgenen kører regionaltoget hvert tyvende minut, og turen til Hovedbanegården tager 42 minutter.
Lyntoget klokken 7.05 stopper kun i Roskilde og er fremme klokken 7.36.
Om aftenen kører togene hjem fra Hovedbanegården klokken 16.48, 17.08 og 17.28.
I weekenden kører togene hver halve time fra klokken 6.30.
En enkeltbillet koster 96 kroner, og med rejsekort koster turen 68 kroner.
Cykler må tages med i alle tog undtagen mellem klokken 7 og 8.30 i retning mod København.
"""

NYHEDER = """**Ny cykelsti åbner langs fjorden**
Den nye cykelsti langs fjorden mellem havnen og stranden åbner på lørdag.
Stien er fire kilometer lang og har kostet 18 millioner kroner.
Borgmesteren klipper snoren klokken 10 ved havnekontoret.

**Svømmehallen lukker i tre uger**
Svømmehallen lukker fra mandag for at få nye filtre og et nyt loft.
Den åbner igen den 2. september, oplyser kommunen.
Skolernes svømmeundervisning flyttes i mellemtiden til hallen i nabobyen.

**Håndboldklubben vinder pokalfinalen**
Byens håndboldklub vandt søndag pokalfinalen med 31-28 efter en spændende anden halvleg.
Målmanden Mette Holm reddede tre straffekast i de sidste ti minutter.
Holdet bliver hyldet på rådhuspladsen på tirsdag klokken 17.
"""

FJERNVARME = """# Fjernvarme
Source: wikipedia_da_all_maxi
Fjernvarme er en form for opvarmning, hvor varmen produceres centralt og ledes ud til bygningerne gennem et net af isolerede rør.[1] Varmen overføres typisk med varmt vand, som cirkulerer i et lukket kredsløb mellem værket og forbrugerne.[2] I Danmark får omkring 66 procent af alle husstande deres varme fra fjernvarme.[3]

## Historie
Det første fjernvarmeanlæg i Danmark blev etableret i 1903 på Frederiksberg, hvor varmen fra et affaldsforbrændingsanlæg blev brugt til at opvarme et hospital.[4] I løbet af 1920'erne og 1930'erne blev der bygget flere værker i de større byer.[5] Efter oliekriserne i 1970'erne besluttede Folketinget at gøre Danmark mindre afhængig af importeret olie, og fjernvarmen blev udbygget kraftigt i hele landet.[6] Varmeforsyningsloven fra 1979 gav kommunerne mulighed for at planlægge, hvilke områder der skulle have fjernvarme, og hvilke der skulle have naturgas.[7]

## Teknik
Vandet sendes typisk ud fra værket med en temperatur på mellem 70 og 90 grader og vender tilbage med omkring 40 grader.[8] Rørene er præisolerede stålrør med et lag skum og en kappe af plast, og de lægges normalt ned i jorden i en dybde på omkring en meter.[9] I huset sidder en fjernvarmeunit med en varmeveksler, der adskiller husets eget vand fra fjernvarmevandet.[10] Moderne net arbejder med lavere temperaturer, så varmetabet i rørene bliver mindre.[11]

## Energikilder
Tidligere blev fjernvarmen især produceret på kul- og oliefyrede kraftvarmeværker, som samtidig producerede el.[12] I dag kommer en stor del af varmen fra biomasse, affaldsforbrænding, overskudsvarme fra industrien og store varmepumper.[13] Flere byer har bygget store solvarmeanlæg, og i Dronninglund dækker solfangere omkring 40 procent af byens varmebehov.[14] Store damvarmelagre gør det muligt at gemme sommerens solvarme til vinteren.[15]

## Priser
Fjernvarmeværkerne i Danmark er underlagt et hvile-i-sig-selv-princip, hvilket betyder, at de ikke må tjene penge på forbrugerne.[16] Prisen består normalt af et fast abonnement og en pris pr. megawatttime, og den varierer meget fra by til by.[17] Forsyningstilsynet offentliggør hvert år en oversigt over priserne hos alle værker.[18]

## Udbredelse i andre lande
Fjernvarme er også udbredt i Sverige, Finland, Island og de baltiske lande.[19] I Island opvarmes næsten alle huse med geotermisk vand fra undergrunden.[20] I Tyskland og Storbritannien er fjernvarmen mindre udbredt, men flere byer planlægger nye net.[21]
"""


# ---- building ----


def fuse(*parts: tuple[str, str]) -> str:
    """Fused router text, exactly as a Mnemolis router writes it."""
    return format_sections([(source, body.strip("\n")) for source, body in parts])


def bare(body: str) -> str:
    return body.strip("\n")


def not_used(how: str, *, reply: str | None = None) -> dict:
    """How synthesis is not used: no model, turned off, a failed model, a rejected reply."""
    if how == "unconfigured":
        return {"config": {"llm_configured": False}}
    if how == "disabled":
        return {"config": {"synthesis_enabled": False}}
    if how == "numeric":
        assert reply is not None
        return {"llm_output": reply}
    return {"llm_error": how}


EXPECTED = {
    "unconfigured": ("skipped", "llm_unconfigured"),
    "disabled": ("skipped", "disabled"),
    "numeric": ("rejected", "numeric"),
}


def case(
    name: str,
    language: str,
    query: str,
    result: str,
    source_used: str,
    how: str,
    *,
    answer: str,
    where: str,
    includes: list[str],
    title: str,
    excludes: tuple[str, ...] = (),
    reply: str | None = None,
    style: str = "voice",
    known_gap: str | None = None,
) -> dict:
    """One case; checks that ``answer`` starts where ``where`` says."""
    at = result.find(answer)
    assert at >= 0, (name, answer)
    assert result.count(answer) == 1, (name, "answer is not unique", answer)
    if where == "deep":
        assert OLD_WINDOW < at < SCAN_CHARS, (name, at)
    elif where == "top":
        assert at < OLD_WINDOW, (name, at)
    else:
        assert at > SCAN_CHARS and known_gap, (name, at)
    assert len(result.encode()) >= 6_500, (name, len(result.encode()))
    outcome, reason = EXPECTED.get(how, ("rejected", "llm_error"))
    built = {
        "id": PREFIX + name,
        "query": query,
        "result": result,
        "source_used": source_used,
        "language": language,
        "style": style,
        **not_used(how, reply=reply),
        "expect": {
            "outcome": outcome,
            "reason": reason,
            "speech_includes": includes,
            "speech_excludes": [title, *excludes, *RESIDUE],
            "max_speech_chars": CAPS[style],
        },
    }
    if known_gap:
        built["known_gap"] = known_gap
    return built


GAP = "past the scan bound (SCAN_CHARS)"

EN_HOUSE = fuse(("documents", TIMETABLE), ("documents", MANUAL), ("news", NEWS))
EN_FIRE = fuse(("kiwix", FIRE), ("web", WEB))
EN_ALL = fuse(
    ("kiwix", FUJI),
    ("kiwix", FIRE),
    ("kiwix", BARRIER),
    ("documents", MANUAL),
    ("documents", TIMETABLE),
    ("news", NEWS),
    ("news", NEWS2),
    ("web", WEB),
    ("forecast", FORECAST),
    ("documents", CLUB),
)
DE_HOUSE = bare(MAPPE)
FR_LYON = bare(LYON)
ES_MIX = fuse(("wikipedia", METRO), ("news", NOTICIAS), ("documents", CASA))
NL_MIX = fuse(("news", NIEUWS), ("wikipedia", VELUWE), ("documents", CLUB_NL))
IT_ETNA = bare(ETNA)
PT_SISMO = bare(SISMO)
DA_MIX = fuse(
    ("wikipedia", FJERNVARME),
    ("documents", HUSMAPPE),
    ("documents", TOG),
    ("news", NYHEDER),
)

CASES = [
    # English: an encyclopedia article with an infobox.
    case(
        "en-fuji-hoei-when",
        "en",
        "when was the hōei eruption of mount fuji",
        bare(FUJI),
        "kiwix",
        "unconfigured",
        answer="The most recent eruption, known as the Hōei eruption",
        where="deep",
        includes=["16 December 1707"],
        title="Mount Fuji. Elevation",
    ),
    case(
        "en-fuji-climbers",
        "en",
        "how many people climb mount fuji each year",
        bare(FUJI),
        "kiwix",
        "disabled",
        answer="About 300,000 people climb",
        where="deep",
        includes=["300,000"],
        title="Mount Fuji. Elevation",
    ),
    case(
        "en-fuji-height-rejected",
        "en",
        "how tall is mount fuji",
        bare(FUJI),
        "kiwix",
        "numeric",
        reply="Mount Fuji is 3,950 metres tall.",
        answer="Elevation: 3,776 m",
        where="top",
        includes=["3,776 m"],
        title="Mount Fuji. Elevation",
        excludes=("3,950",),
    ),
    # English: household notes fused with a timetable and news.
    case(
        "en-house-stopcock",
        "en",
        "where is the water stopcock",
        EN_HOUSE,
        "fusion",
        "timeout",
        answer="The main water stopcock is under the kitchen sink",
        where="deep",
        includes=["under the kitchen sink"],
        title="House manual",
        excludes=("Train times",),
    ),
    case(
        "en-house-strike",
        "en",
        "when does the train drivers strike begin",
        EN_HOUSE,
        "fusion",
        "http_500",
        answer="The union said the strike will begin",
        where="deep",
        includes=["midnight on Wednesday"],
        title="Rail strike to halt",
        excludes=("House manual",),
    ),
    case(
        "en-house-green-bin",
        "en",
        "when is the green bin collected",
        EN_HOUSE,
        "fusion",
        "unconfigured",
        answer="The green bin is for paper",
        where="deep",
        style="brief",
        includes=["every other Monday"],
        title="Bins and recycling",
        excludes=("Thursday morning", "Train times"),
    ),
    case(
        "en-house-first-train",
        "en",
        "when does the first train leave on sundays",
        EN_HOUSE,
        "fusion",
        "disabled",
        answer="On Sundays the first train leaves at 8:20",
        where="top",
        includes=["8:20"],
        title="Train times to the city",
    ),
    # English: a historical event fused with web results.
    case(
        "en-fire-monument-height",
        "en",
        "how tall is the monument to the great fire",
        EN_FIRE,
        "fusion",
        "numeric",
        reply="The Monument is 72 metres high.",
        answer="The column is 61 m high",
        where="deep",
        includes=["61 m"],
        title="Great Fire of London. Date",
        excludes=("72 metres",),
        known_gap="the answer says 'The column', not 'Monument': it shares no topic word with the question, and without a model there is no coreference; the sentence that names the Monument (built 1671-1677) wins",
    ),
    # Past the scan bound: read only the first 32,000 characters.
    case(
        "en-all-regatta",
        "en",
        "when is the rowing club regatta",
        EN_ALL,
        "fusion",
        "unconfigured",
        answer="The annual regatta is held",
        where="past",
        includes=["second Saturday of June"],
        title="Riverside Rowing Club",
        known_gap=GAP,
    ),
    case(
        "en-all-rowing-fee",
        "en",
        "how much is the rowing club membership fee",
        EN_ALL,
        "fusion",
        "disabled",
        answer="The membership fee is 280 pounds",
        where="past",
        includes=["280 pounds"],
        title="Riverside Rowing Club",
        known_gap=GAP,
    ),
    case(
        "en-all-club-dinner",
        "en",
        "when is the rowing club dinner",
        EN_ALL,
        "fusion",
        "timeout",
        answer="The club dinner is in December",
        where="past",
        includes=["December at the Swan Hotel"],
        title="Riverside Rowing Club",
        known_gap=GAP,
    ),
    # German: a household manual with many sections.
    case(
        "de-restmuell",
        "de",
        "wann wird der Restmüll abgeholt",
        DE_HOUSE,
        "documents",
        "unconfigured",
        answer="Die Restmülltonne wird jeden zweiten Mittwoch",
        where="deep",
        includes=["jeden zweiten Mittwoch"],
        title="Müll. Die",
    ),
    case(
        "de-gelbe-tonne-rejected",
        "de",
        "wann wird die gelbe Tonne abgeholt",
        DE_HOUSE,
        "documents",
        "numeric",
        reply="Die gelbe Tonne wird alle zwei Wochen abgeholt.",
        answer="Die gelbe Tonne für Verpackungen",
        where="deep",
        includes=["alle vier Wochen"],
        title="Müll. Die",
        excludes=("alle zwei Wochen",),
    ),
    case(
        "de-katzenklo",
        "de",
        "wie oft wird das Katzenklo gereinigt",
        DE_HOUSE,
        "documents",
        "disabled",
        answer="Das Katzenklo im Bad wird jeden Tag gereinigt",
        where="deep",
        includes=["jeden Tag"],
        title="Haustiere. Das",
    ),
    case(
        "de-heizung-druck",
        "de",
        "wie hoch sollte der Druck der Heizung sein",
        DE_HOUSE,
        "documents",
        "connection",
        answer="Der Wasserdruck am Manometer",
        where="top",
        includes=["zwischen 1,5 und 2 bar"],
        title="Heizung. Die",
    ),
    # French: an encyclopedia article about a city.
    case(
        "fr-lumieres-quand",
        "fr",
        "quand a lieu la fête des Lumières",
        FR_LYON,
        "kiwix",
        "unconfigured",
        answer="La fête des Lumières a lieu chaque année",
        where="deep",
        includes=["8 décembre"],
        title="Lyon. Pays",
    ),
    case(
        "fr-stade-places-rejete",
        "fr",
        "combien de places compte le stade de l'Olympique lyonnais",
        FR_LYON,
        "kiwix",
        "numeric",
        reply="Le Groupama Stadium compte 65 000 places.",
        answer="Son stade, le Groupama Stadium",
        where="deep",
        includes=["59 000 places"],
        title="Lyon. Pays",
        excludes=("65 000",),
    ),
    case(
        "fr-ampere-qui",
        "fr",
        "qui a donné son nom à l'unité de courant électrique",
        FR_LYON,
        "kiwix",
        "disabled",
        answer="Le physicien André-Marie Ampère",
        where="deep",
        includes=["André-Marie Ampère"],
        title="Lyon. Pays",
    ),
    case(
        "fr-fondation-quand",
        "fr",
        "quand Lyon a-t-elle été fondée",
        FR_LYON,
        "kiwix",
        "timeout",
        answer="La ville a été fondée en 43 av. J.-C.",
        where="top",
        includes=["43 av. J.-C."],
        title="Lyon. Pays",
        known_gap="the answer says 'La ville', not 'Lyon'; 'L'Olympique lyonnais, fondé en 1950' matches both 'Lyon' (lyonnais) and 'fondée' (fondé) and holds a year, so it outranks the founding sentence",
    ),
    # Spanish: news, an article and a household manual, fused.
    case(
        "es-basura-hora",
        "es",
        "a qué hora pasa el camión de la basura",
        ES_MIX,
        "fusion",
        "unconfigured",
        answer="El camión de la basura pasa todas las noches",
        where="deep",
        includes=["22 horas"],
        title="Manual de la casa",
    ),
    case(
        "es-toallas-grados",
        "es",
        "a qué temperatura se lavan las toallas",
        ES_MIX,
        "fusion",
        "http_500",
        answer="Las toallas y las sábanas se lavan a 60 grados",
        where="deep",
        includes=["60 grados"],
        title="Manual de la casa",
    ),
    case(
        "es-piscinas-precio-rechazado",
        "es",
        "cuánto cuesta la entrada de las piscinas municipales",
        ES_MIX,
        "fusion",
        "numeric",
        reply="La entrada de las piscinas cuesta 6 euros.",
        answer="La entrada cuesta 4,50 euros",
        where="top",
        includes=["4,50 euros"],
        title="El ayuntamiento amplía",
        excludes=("6 euros",),
    ),
    # Dutch: a sports club's information fused with news and an article.
    case(
        "nl-contributie-jeugd",
        "nl",
        "hoeveel is de contributie voor de jeugd",
        NL_MIX,
        "fusion",
        "unconfigured",
        answer="De contributie is 210 euro per jaar",
        where="deep",
        includes=["140 euro"],
        title="Clubinformatie VV De Zwaluwen",
    ),
    case(
        "nl-jeugdtoernooi",
        "nl",
        "wanneer is het jeugdtoernooi",
        NL_MIX,
        "fusion",
        "timeout",
        answer="Het jaarlijkse jeugdtoernooi",
        where="deep",
        includes=["laatste zaterdag van juni"],
        title="Clubinformatie VV De Zwaluwen",
    ),
    case(
        "nl-treinen-utrecht",
        "nl",
        "wanneer rijden er geen treinen tussen Utrecht en Amersfoort",
        NL_MIX,
        "fusion",
        "disabled",
        answer="Door werkzaamheden aan het spoor rijden er zaterdag",
        where="top",
        includes=["zaterdag"],
        title="Treinverkeer rond Utrecht",
    ),
    # Italian: an encyclopedia article about a volcano.
    case(
        "it-mascali-quando",
        "it",
        "quando fu distrutto il paese di Mascali",
        IT_ETNA,
        "kiwix",
        "unconfigured",
        answer="Nel 1928 una colata distrusse",
        where="deep",
        includes=["1928"],
        title="Etna. Altezza",
    ),
    case(
        "it-funivia-prezzo-rifiutato",
        "it",
        "quanto costa la funivia dell'Etna",
        IT_ETNA,
        "kiwix",
        "numeric",
        reply="La funivia dell'Etna costa 35 euro andata e ritorno.",
        answer="Il biglietto di andata e ritorno della funivia",
        where="deep",
        includes=["50 euro"],
        title="Etna. Altezza",
        excludes=("35 euro",),
    ),
    case(
        "it-altezza",
        "it",
        "quanto è alto l'Etna",
        IT_ETNA,
        "kiwix",
        "disabled",
        answer="Altezza: 3 357 m",
        where="top",
        includes=["3 357"],
        title="Etna. L'Etna",
    ),
    # Portuguese: a historical event.
    case(
        "pt-reconstrucao-quem",
        "pt",
        "quem ficou encarregado de reconstruir a cidade",
        PT_SISMO,
        "kiwix",
        "connection",
        answer="Depois da catástrofe, o rei confiou",
        where="deep",
        includes=["Marquês de Pombal"],
        title="Sismo de Lisboa de 1755. Data",
    ),
    case(
        "pt-candido-quando",
        "pt",
        "quando foi publicado o romance Cândido de Voltaire",
        PT_SISMO,
        "kiwix",
        "unconfigured",
        answer="Voltaire escreveu o Poema",
        where="deep",
        includes=["1759"],
        title="Sismo de Lisboa de 1755. Data",
    ),
    case(
        "pt-hora-sismo",
        "pt",
        "a que horas começou o sismo",
        PT_SISMO,
        "kiwix",
        "disabled",
        answer="O sismo começou por volta das 9h40",
        where="top",
        includes=["9h40"],
        title="Sismo de Lisboa de 1755. Data",
    ),
    # Danish: an article, household notes, a timetable and news, fused.
    case(
        "da-papir-pap",
        "da",
        "hvornår bliver papir og pap hentet",
        DA_MIX,
        "fusion",
        "unconfigured",
        answer="Papir og pap hentes hver fjerde uge",
        where="deep",
        includes=["hver fjerde uge"],
        title="Husmappe",
    ),
    case(
        "da-enkeltbillet-afvist",
        "da",
        "hvor meget koster en enkeltbillet til København",
        DA_MIX,
        "fusion",
        "numeric",
        reply="En enkeltbillet til København koster 120 kroner.",
        answer="En enkeltbillet koster 96 kroner",
        where="deep",
        includes=["96 kroner"],
        title="Tog til København",
        excludes=("120 kroner",),
    ),
    case(
        "da-svoemmehal",
        "da",
        "hvornår åbner svømmehallen igen",
        DA_MIX,
        "fusion",
        "timeout",
        answer="Den åbner igen den 2. september",
        where="deep",
        includes=["2. september"],
        title="Svømmehallen lukker",
    ),
    case(
        "da-fjernvarme-husstande",
        "da",
        "hvor mange husstande får fjernvarme",
        DA_MIX,
        "fusion",
        "disabled",
        answer="I Danmark får omkring 66 procent",
        where="top",
        includes=["66 procent"],
        title="Fjernvarme. Fjernvarme",
    ),
]


def main() -> None:
    kept = [
        line
        for line in SET.read_text(encoding="utf-8").splitlines()
        if line.strip() and not json.loads(line)["id"].startswith(PREFIX)
    ]
    built = [json.dumps(c, ensure_ascii=False) for c in CASES]
    SET.write_text("\n".join([*kept, *built]) + "\n", encoding="utf-8")
    for c in CASES:
        print(c["language"], len(c["result"].encode()), c["id"])


if __name__ == "__main__":
    main()
